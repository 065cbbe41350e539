import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { URL as FileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUOTES_POLICY } from '@portfolio/ui';
import { LANGUAGE_REDIRECT_SCRIPT } from './languageRedirect';
import { SAVED_THEME_SCRIPT } from './savedTheme';

describe("the head's inline scripts", () => {
  it.each([
    ['the language redirect', LANGUAGE_REDIRECT_SCRIPT],
    ['the saved theme', SAVED_THEME_SCRIPT],
  ])('%s is allowed by the Content-Security-Policy of firebase.json', (_, script) => {
    const hash = createHash('sha256').update(script).digest('base64');
    const firebase = readFileSync(new FileURL('../../../firebase.json', import.meta.url), 'utf8');
    expect(firebase).toContain(`'sha256-${hash}'`);
  });

  it('runs under Trusted Types: the quotes’ policy and the default one only, and no <base>', () => {
    const firebase = readFileSync(new FileURL('../../../firebase.json', import.meta.url), 'utf8');
    expect(firebase).toContain("require-trusted-types-for 'script'");
    expect(firebase).toContain(`trusted-types ${QUOTES_POLICY} default;`);
    expect(firebase).toContain("base-uri 'none'");
  });
});
