import { connectSources, directiveSources, policies } from '../hosting/config.mjs';

/** The sample owner of firestore.rules, as its `isOwner()` compares it. */
const SAMPLE_OWNER = /request\.auth\.uid\s*==\s*['"]OWNER_UID['"]/;

/** Why the rules must not be deployed, or nothing: the owner's uid must replace the sample. */
export function rulesProblem(rules) {
  return SAMPLE_OWNER.test(rules)
    ? 'firestore.rules still says OWNER_UID: replace it with your Firebase Authentication uid ' +
        '(the Authentication page of the Firebase console), or nobody may edit the content.'
    : undefined;
}

/** The origins of the outside services a build is configured to call (see .env.example). */
export function configuredOrigins(env) {
  return ['VITE_SUN_SERVICE_URL', 'VITE_MOON_SERVICE_URL']
    .map((name) => env[name])
    .filter(Boolean)
    .map((url) => new URL(url).origin);
}

/** Why the hosting must not be deployed: a configured service its policy would block. */
export function cspProblem(hosting, env) {
  if (env.VITE_FIRESTORE_EMULATOR_HOST)
    return 'VITE_FIRESTORE_EMULATOR_HOST is set: this build talks to a local emulator.';
  const allowed = policies(hosting).map(connectSources);
  const blocked = configuredOrigins(env).filter((origin) =>
    allowed.some((sources) => !sources.includes(origin)),
  );
  return blocked.length > 0
    ? `firebase.json's Content-Security-Policy would block ${blocked.join(', ')}: add ` +
        `${blocked.length > 1 ? 'them' : 'it'} to connect-src.`
    : undefined;
}

/**
 * Why the hosting must not be deployed: a build without the site's address, whose canonical links,
 * alternates, sitemap and link preview cards would name the sample origin.
 */
export function siteUrlProblem(env) {
  return env.SITE_URL
    ? undefined
    : 'SITE_URL is not set: the pages would name https://example.com in their canonical links, ' +
        'alternates, sitemap and link previews. Run `SITE_URL=https://your.site firebase deploy`.';
}

/**
 * Why the hosting must not be deployed: a build without its service worker, or one the visitors'
 * browsers would keep a stale copy of or refuse to run (see the README's "Offline").
 */
export function serviceWorkerProblem(hosting, builtFiles) {
  if (!builtFiles.includes('sw.js'))
    return 'The build has no sw.js: run the whole build (npm run build), not only vite build.';
  const revalidated = hosting.headers.some(
    ({ source, headers }) =>
      source === '/sw.js' &&
      headers.some(({ key, value }) => key === 'Cache-Control' && value === 'no-cache'),
  );
  if (!revalidated)
    return "firebase.json must serve /sw.js with 'Cache-Control: no-cache', or updates reach visitors late.";
  return policies(hosting).every((policy) =>
    directiveSources(policy, 'worker-src').includes("'self'"),
  )
    ? undefined
    : "firebase.json's Content-Security-Policy must allow the service worker: worker-src 'self'.";
}
