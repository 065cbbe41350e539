import { describe, expect, it } from 'vitest';
import { localizedPath } from '../i18n/languagePaths';
import { LANGUAGE_REDIRECT_SCRIPT } from './languageRedirect';
import { LEAVING_ATTRIBUTE } from './leavingAttribute';

/** Runs the script at `url` with `saved` in storage; where it sends the visitor, if anywhere. */
function run(url: string, saved: string | null) {
  const { pathname, search, hash } = new URL(url, 'https://example.com');
  let target: string | undefined;
  const html = document.createElement('html');
  const location = { pathname, search, hash, replace: (to: string) => (target = to) };
  const storage = { getItem: () => saved };
  new Function('localStorage', 'location', 'document', LANGUAGE_REDIRECT_SCRIPT)(
    storage,
    location,
    {
      documentElement: html,
    },
  );
  return {
    target,
    hidden: html.style.visibility === 'hidden',
    marked: html.getAttribute(LEAVING_ATTRIBUTE),
  };
}

describe('the language redirect', () => {
  it.each(['/', '/me', '/spaces/sun', '/app/privacy/1', '/myself'])(
    'sends %s to the same page in the saved language, hidden meanwhile',
    (path) => {
      for (const language of ['my', 'zh', 'ko'] as const)
        expect(run(`${path}?a=1#b`, language)).toEqual({
          target: `${localizedPath(language, path)}?a=1#b`,
          hidden: true,
          marked: `${localizedPath(language, path)}?a=1#b`,
        });
    },
  );

  it('keeps English, an unknown saved value, no saved value, and addresses in another language', () => {
    for (const [path, saved] of [
      ['/me', 'en'],
      ['/me', 'fr'],
      ['/me', null],
      ['/zh/me', 'my'],
      ['/ko', 'my'],
    ] as const)
      expect(run(path, saved)).toEqual({ target: undefined, hidden: false, marked: null });
  });
});
