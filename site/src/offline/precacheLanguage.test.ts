import { describe, expect, it } from 'vitest';
import { precacheLanguage, servedAt, withoutTrailingSlash } from './precacheLanguage';

describe('precacheLanguage', () => {
  it.each([
    ['/', 'en'],
    ['/spaces/moon', 'en'],
    ['/offline', 'en'],
    ['/manifest.webmanifest', 'en'],
    ['/my', 'my'],
    ['/my/spaces/moon', 'my'],
    ['/zh/manifest.webmanifest', 'zh'],
    ['/ko/offline', 'ko'],
    ['/assets/i18n/ko-CiXZwJuO.json', 'ko'],
    ['/assets/i18n/legal/en-BAqRy01N.json', 'en'],
    ['/assets/i18n/legal/my-CoQ7wOI-.json', 'my'],
    ['/assets/zh-site-400-6efc0d8d-DnSDZbUZ.woff2', 'zh'],
    ['/assets/ko-site-700-a96784d0-BULlYqDw.woff2', 'ko'],
    ['/assets/zh-offline-400-3c84678b.woff2', 'zh'],
    ['/assets/noto-sans-myanmar-myanmar-400-normal-C_Ri2PLj.woff2', 'my'],
    ['/assets/noto-sans-myanmar-burmese-700-normal-2d225422-V_xM6OzS.woff2', 'my'],
  ])('keeps %s for %s visitors', (path, language) => {
    expect(precacheLanguage(path)).toBe(language);
  });

  it.each([
    '/assets/i18n/en-DqW4gx3h.json',
    '/assets/framework-GILmLtBw.js',
    '/assets/inter-latin-wght-normal-400-700-487626b2-ChOA5YJq.woff2',
    '/icons/icon-192.png',
    '/icons/favicon-48.png',
  ])('keeps %s for everyone', (path) => {
    expect(precacheLanguage(path)).toBeUndefined();
  });
});

describe('servedAt', () => {
  it.each([
    ['index.html', '/'],
    ['me.html', '/me'],
    ['my.html', '/my'],
    ['my/spaces/moon.html', '/my/spaces/moon'],
    ['assets/framework-GILmLtBw.js', '/assets/framework-GILmLtBw.js'],
    ['zh/manifest.webmanifest', '/zh/manifest.webmanifest'],
  ])('serves %s at %s', (file, path) => {
    expect(servedAt(file)).toBe(path);
  });
});

it.each([
  ['/', '/'],
  ['/my/', '/my'],
  ['/zh/spaces//', '/zh/spaces'],
])('withoutTrailingSlash(%s) is %s', (pathname, path) => {
  expect(withoutTrailingSlash(pathname)).toBe(path);
});
