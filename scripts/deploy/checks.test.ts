// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingConfig } from '../hosting/config.mjs';
import { cspProblem, rulesProblem, serviceWorkerProblem, siteUrlProblem } from './checks.mjs';

describe('deploy checks', () => {
  it('refuse the rules while they hold the sample owner', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    expect(rulesProblem(rules)).toContain('OWNER_UID');
    // The owner replaces the uid that isOwner() compares; the comments may still name it.
    const owned = rules.replace("request.auth.uid == 'OWNER_UID'", "request.auth.uid == 'a1B2c3'");
    expect(owned).toContain('OWNER_UID');
    expect(rulesProblem(owned)).toBeUndefined();
  });

  it('refuse a service the Content-Security-Policy would block', async () => {
    const hosting = await hostingConfig();
    expect(cspProblem(hosting, {})).toBeUndefined();
    expect(
      cspProblem(hosting, { VITE_SUN_SERVICE_URL: 'https://api.sunrise-sunset.org/json' }),
    ).toBeUndefined();
    expect(
      cspProblem(hosting, { VITE_MOON_SERVICE_URL: 'https://moon.example.org/api?x=1' }),
    ).toContain('https://moon.example.org');
  });

  it('refuse a build that talks to a local emulator', async () => {
    expect(
      cspProblem(await hostingConfig(), { VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8080' }),
    ).toContain('emulator');
  });

  it("refuse a build that does not know the site's address", () => {
    expect(siteUrlProblem({})).toContain('SITE_URL');
    expect(siteUrlProblem({ SITE_URL: 'https://aung.example.org' })).toBeUndefined();
  });

  it('refuse a build without its service worker, or a hosting that would break it', async () => {
    const hosting = await hostingConfig();
    expect(serviceWorkerProblem(hosting, ['index.html', 'sw.js'])).toBeUndefined();
    expect(serviceWorkerProblem(hosting, ['index.html'])).toContain('no sw.js');
    const cached = {
      ...hosting,
      headers: hosting.headers.filter(({ source }: { source: string }) => source !== '/sw.js'),
    };
    expect(serviceWorkerProblem(cached, ['sw.js'])).toContain('no-cache');
    const closed = JSON.parse(
      JSON.stringify(hosting).replaceAll("worker-src 'self'", "worker-src 'none'"),
    );
    expect(serviceWorkerProblem(closed, ['sw.js'])).toContain("worker-src 'self'");
  });
});
