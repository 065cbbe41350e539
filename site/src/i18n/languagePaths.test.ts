import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  localizedPath,
  PREFIXED_LANGUAGES,
  withoutForeignPrefix,
  withoutLanguage,
} from './languagePaths';

describe('language paths', () => {
  it('serves every language but English under its own prefix', () => {
    expect(PREFIXED_LANGUAGES).toEqual(['my', 'zh', 'ko']);
  });

  it.each([
    ['/', 'en', '/'],
    ['/me', 'en', '/me'],
    ['/my', 'my', '/'],
    ['/my/', 'my', '/'],
    ['/zh/spaces/sun', 'zh', '/spaces/sun'],
    ['/ko/app/privacy/1', 'ko', '/app/privacy/1'],
    // A segment that only starts like a prefix is English.
    ['/myself', 'en', '/myself'],
    ['/en/me', 'en', '/en/me'],
  ])('%s is in %s, at %s without its prefix', (path, language, page) => {
    expect(languageOfPath(path)).toBe(language);
    expect(withoutLanguage(path)).toBe(page);
  });

  it('gives the same page in another language, whatever the path is in', () => {
    expect(localizedPath('my', '/')).toBe('/my');
    expect(localizedPath('my', '/me')).toBe('/my/me');
    expect(localizedPath('ko', '/zh/spaces/moon')).toBe('/ko/spaces/moon');
    expect(localizedPath('en', '/my/spaces')).toBe('/spaces');
    expect(localizedPath('en', '/my')).toBe('/');
  });

  it.each([
    ['/fr/me', '/me'],
    ['/pt-BR/spaces/sun', '/spaces/sun'],
    ['/zh-Hant', '/'],
    ['/de/', '/'],
    ['/nowhere', undefined],
    ['/deeply/nested/unknown', undefined],
    ['/', undefined],
  ])('an unknown address %s leads on to %s', (path, rest) => {
    expect(withoutForeignPrefix(path)).toBe(rest);
  });
});
