// @vitest-environment node
import { darkTheme } from '@portfolio/ui';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/strings/en.json';
import my from '../../src/i18n/strings/my.json';
import { owner } from '../../src/content/owner';
import { webAppHeadTags } from './webAppHeadTags';
import type { ManifestIcon } from './icons';
import { manifestPath, webAppManifest } from './manifest';

const icons: ManifestIcon[] = [
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
];

describe('webAppManifest', () => {
  it('starts the English app at the root', () => {
    expect(webAppManifest({ language: 'en', icons })).toEqual({
      id: '/',
      name: `${owner.name} – ${owner.role.en}`,
      short_name: owner.name,
      description: en.page_meta.hello,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: darkTheme.color.background,
      theme_color: darkTheme.color.background,
      icons,
    });
  });

  it('starts a translation at its own home, as an app of its own', () => {
    const manifest = webAppManifest({ language: 'my', icons });
    expect(manifest).toMatchObject({ id: '/my', scope: '/', start_url: '/my', lang: 'my' });
    expect(manifest.description).toBe(my.page_meta.hello);
  });
});

describe('webAppHeadTags', () => {
  it("links the language's manifest, the Apple icon and the favicon", () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(webAppHeadTags('zh')).toEqual([
      '<link rel="manifest" href="/zh/manifest.webmanifest" />',
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
      '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />',
    ]);
  });
});
