import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { darkTheme } from '@portfolio/ui';
import { owner } from '../../src/content/owner';
import { localize } from '../../src/data/content/localize';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { serverI18nIn } from '../../src/i18n/serverI18n';
import { localizedPath } from '../../src/i18n/languagePaths';
import type { ManifestIcon } from './icons';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Language;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

/** `/manifest.webmanifest` for English, `/my/manifest.webmanifest` and so on for the others. */
export const manifestPath = (language: Language) =>
  localizedPath(language, '/manifest.webmanifest');

/**
 * An app per language, each with its own `id` (its home): a browser updates an installed app from
 * the manifest of a page with the same id only, so a Myanmar app keeps its name and start page
 * when an English page of the site is opened.
 */
export function webAppManifest({
  language,
  icons,
}: {
  language: Language;
  icons: ManifestIcon[];
}): WebAppManifest {
  const role = localize(owner.role, language);
  return {
    id: localizedPath(language, '/'),
    name: `${owner.name} – ${role}`,
    short_name: owner.name,
    description: serverI18nIn(language).t('page_meta.hello'),
    lang: language,
    dir: 'ltr',
    start_url: localizedPath(language, '/'),
    scope: '/',
    display: 'standalone',
    // The site is dark until the visitor picks light; the splash screen matches the first paint.
    background_color: darkTheme.color.background,
    theme_color: darkTheme.color.background,
    icons,
  };
}

/** Writes each language's manifest into `distDir`; returns the files written. */
export async function writeManifests(distDir: string, icons: ManifestIcon[]): Promise<string[]> {
  const files: string[] = [];
  for (const language of LANGUAGES) {
    const file = join(distDir, manifestPath(language));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(webAppManifest({ language, icons }), null, 2)}\n`);
    files.push(file);
  }
  return files;
}
