// Only these keys of the translation files are bundled with the boot script: the notice must
// speak when nothing else could be fetched.
import { boot_error as en } from '../i18n/strings/en.json';
import { boot_error as ko } from '../i18n/strings/ko.json';
import { boot_error as my } from '../i18n/strings/my.json';
import { boot_error as zh } from '../i18n/strings/zh.json';
import { isLanguage, type Language } from '../i18n/languages';
import { languageFacesReady } from '../i18n/scriptFaces';

const TEXTS: Record<Language, typeof en> = { en, my, zh, ko };

// System colours follow the page's color-scheme, so the notice suits the dark and light theme.
const NOTICE_STYLE = `position:fixed;z-index:1000;left:50%;bottom:1rem;transform:translateX(-50%);
  width:min(36rem,calc(100% - 2rem));display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;
  padding:1rem;border:1px solid;border-left:6px solid;border-radius:.5rem;
  background:Canvas;color:CanvasText;box-shadow:0 .5rem 1.5rem rgb(0 0 0/.35)`;

/**
 * Tells the visitor, in their language, that the page could not finish loading and its controls
 * will not respond, with a button that reloads it. Returns the notice, to remove if the app
 * arrives after all.
 */
export function showBootFailure(language: string): HTMLElement {
  const lang = isLanguage(language) ? language : 'en';
  const text = TEXTS[lang];
  void languageFacesReady(lang);
  const notice = Object.assign(document.createElement('div'), { lang });
  notice.setAttribute('role', 'alert');
  notice.style.cssText = NOTICE_STYLE;
  const message = Object.assign(document.createElement('p'), { textContent: text.message });
  message.style.cssText = 'margin:0;flex:1 1 16rem';
  const reload = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: text.reload,
  });
  // The site's accent pill, readable on both themes.
  reload.style.cssText = `font:inherit;font-weight:700;min-height:2.75rem;padding:0 1.25rem;
    border:0;border-radius:999px;background:#f5c542;color:#1a1400;cursor:pointer`;
  reload.addEventListener('click', () => window.location.reload());
  notice.append(message, reload);
  document.body.append(notice);
  return notice;
}
