import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The repository's root: firebase.json's paths are relative to it. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** firebase.json's hosting section: what production serves and `npm start` serves alike. */
export async function hostingConfig() {
  return JSON.parse(await readFile(`${root}firebase.json`, 'utf8')).hosting;
}

const CSP = 'Content-Security-Policy';

/** Every Content-Security-Policy value the hosting section sends. */
export const policies = (hosting) =>
  hosting.headers.flatMap(({ headers }) =>
    headers.filter(({ key }) => key === CSP).map(({ value }) => value),
  );

/** The sources a policy's directive lists (`'self'` included as written). */
export const directiveSources = (policy, directive) =>
  (policy.match(new RegExp(`(?:^|;)\\s*${directive}\\s+([^;]*)`))?.[1] ?? '').trim().split(/\s+/);

/** The origins a policy lets the page connect to. */
export const connectSources = (policy) => directiveSources(policy, 'connect-src');

/** The hosting section with `origins` added to every policy's connect-src. */
export function withConnectSources(hosting, origins) {
  if (origins.length === 0) return hosting;
  const widen = (value) =>
    value.replace(/((?:^|;)\s*connect-src\s+[^;]*)/, `$1 ${origins.join(' ')}`);
  return {
    ...hosting,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === CSP ? { ...header, value: widen(header.value) } : header,
      ),
    })),
  };
}
