import { STORAGE_KEYS } from '../browser/storage';
import { themeColor } from '../seo/themeColor';

/**
 * An inline, classic script in every prerendered page's head, after its theme-colour meta: a
 * visitor who chose the light mode on an earlier visit gets it before anything is painted, without
 * waiting for any module or for the app. The page's head styles `:root[data-theme="light"]` with
 * the light mode's variables, which also pick the theme button's icon and name. Like the language
 * redirect, its hash is allowed by firebase.json's Content-Security-Policy (a test keeps the two
 * in step), and it reads `localStorage` and `document` by name only, so a test can hand it others.
 */
export const SAVED_THEME_SCRIPT = `try {
  if (localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)}) === "light") {
    document.documentElement.setAttribute("data-theme", "light");
    document.querySelector('meta[name="theme-color"]').setAttribute("content", ${JSON.stringify(themeColor('light'))});
  }
} catch (error) {}`;
