import type { PreRenderedAsset } from 'rolldown';

const STRINGS = /src\/i18n\/strings\/((?:\w+\/)?)\w+\.json$/;

/**
 * Where the build writes each asset: the site's strings under `assets/i18n/` (a set's files in a
 * folder of its own: `assets/i18n/legal/my-<hash>.json`), the rest as Vite names it.
 */
export function stringsFileNames({ originalFileNames }: PreRenderedAsset): string {
  const set = originalFileNames.map((name) => STRINGS.exec(name)?.[1]).find((s) => s !== undefined);
  return set === undefined
    ? 'assets/[name]-[hash][extname]'
    : `assets/i18n/${set}[name]-[hash][extname]`;
}
