// Loaded by the boot script only when a language is chosen before the app is there (see
// earlyLanguage.ts), so that no page's first script carries it. It imports nothing the app's
// chunks hold: the page is shown before they are in.
import { languageChosenEarly } from '../i18n/earlyChoice';
import type { Language } from '../i18n/languages';
import { languageFacesReady } from '../i18n/scriptFaces';
import { PATIENCE_MS } from '../network/deadline';
import { APP_PRELOADS_ID, fetchLanguageFaces } from '../network/heldPreloads';
import { BOOT_SCRIPT_ID } from './bootScript';
import { PENDING } from './earlyInput';
import { elementAt, pathTo } from './elementPath';
import { fillPageNow } from './fillPageNow';

/** The data a page carries after its root: the content it was prerendered from (primedSource). */
const PAGE_DATA = ':scope > script[type="application/json"]';

/** The release a page is of: the address of its boot script, named by the build for its content. */
const releaseOf = (page: Document) => page.getElementById(BOOT_SCRIPT_ID)?.getAttribute('src');

/** The document `request` answers with, once it has; null if it fails. */
const answered = (request: XMLHttpRequest) =>
  new Promise<Document | null>((resolve) => {
    const settle = () => resolve(request.status === 200 ? (request.response as Document) : null);
    if (request.readyState === XMLHttpRequest.DONE) settle();
    else request.addEventListener('loadend', settle);
  });

/** The prerendered page at `path` and its root, as `request` answers, if it is of this release. */
async function prerenderedPage(request: XMLHttpRequest, path: string) {
  const page = await answered(request);
  const root = page?.getElementById('root');
  if (!page || root?.dataset.prerendered !== path || releaseOf(page) !== releaseOf(document))
    return undefined;
  return { page, root };
}

/**
 * Whether the page's strings can be had: the files its app preloads, which i18next asks for as the
 * app starts on it (from the browser's cache then: they are immutable).
 */
async function stringsIn(page: Document): Promise<boolean> {
  const held = page.getElementById(APP_PRELOADS_ID);
  const files =
    held instanceof HTMLTemplateElement
      ? held.content.querySelectorAll('link[rel="preload"][as="fetch"]')
      : [];
  const answers = await Promise.all(
    [...files].map((file) =>
      fetch(file.getAttribute('href') ?? '', { signal: AbortSignal.timeout(PATIENCE_MS) }),
    ),
  );
  return answers.length > 0 && answers.every((answer) => answer.ok);
}

/**
 * Keeps the controls pressed before the app, which it is to answer (clicking them once it runs):
 * each takes its counterpart's place in the page now shown, with its text and attributes.
 */
function keepPressed(pressed: Array<[Element, number[]]>) {
  for (const [control, path] of pressed) {
    const counterpart = elementAt(path);
    if (counterpart?.tagName !== control.tagName) continue;
    for (const { name } of [...control.attributes])
      if (name !== PENDING) control.removeAttribute(name);
    for (const { name, value } of counterpart.attributes) control.setAttribute(name, value);
    control.replaceChildren(...counterpart.childNodes);
    counterpart.replaceWith(control);
  }
}

/**
 * What `page` holds beside its root: the content it was prerendered from, the lists of the other
 * languages' files, its component styles where they differ from this page's. The head's faces
 * stay: the page's cut of Inter holds its counterparts' Latin text, and the chosen language's
 * faces are in.
 */
function adoptPageParts(page: Document) {
  for (const data of document.body.querySelectorAll(PAGE_DATA)) data.remove();
  document.body.append(
    ...[...page.body.querySelectorAll(PAGE_DATA)].map((data) => document.adoptNode(data)),
  );
  for (const held of page.head.querySelectorAll('template[id^="language-preloads-"]'))
    if (!document.getElementById(held.id)) document.head.append(document.adoptNode(held));
  const styles = page.head.querySelector('style[data-styled]');
  const stylesIn = [...document.head.querySelectorAll('style[data-styled]')];
  if (styles && !stylesIn.some((style) => style.textContent === styles.textContent))
    document.head.append(document.adoptNode(styles));
}

/**
 * Puts `page` in place of the page shown: its root, title, language and address, and its other
 * parts. The visitor's focus, place and pressed controls stay.
 */
function replacePage(
  { page, root }: { page: Document; root: HTMLElement },
  { language, address, list }: Choice,
) {
  const { scrollX, scrollY } = window;
  const focused = document.activeElement === list;
  // The list aside: its choice is made.
  const pressed = [...document.querySelectorAll(`#root [${PENDING}]`)]
    .filter((control) => control !== list)
    .map((control): [Element, number[]] => [control, pathTo(control)]);
  fillPageNow(language, page);
  document.getElementById('root')?.replaceWith(document.adoptNode(root));
  adoptPageParts(page);
  document.title = page.title;
  document.documentElement.lang = language;
  window.history.pushState(null, '', `${address}${window.location.hash}`);
  keepPressed(pressed);
  if (focused) document.getElementById(list.id)?.focus({ preventScroll: true });
  window.scrollTo(scrollX, scrollY);
}

/** A language chosen in the page's `list`, and the address of the page in it. */
export interface Choice {
  language: Language;
  address: string;
  list: HTMLSelectElement;
}

/**
 * Shows the page at the chosen address (as `request` answers) in place of this one once its
 * strings and faces are in, unless the app has the page by then or another language was chosen
 * since. Resolves to whether it did: when it did not (the page failed, or is of another release),
 * the app applies the choice as it starts.
 */
export async function showPageIn(
  choice: Choice,
  request: XMLHttpRequest,
  stillWanted: () => boolean,
): Promise<boolean> {
  const { language, address } = choice;
  const path = new URL(address, window.location.href).pathname;
  const [prerendered] = await Promise.all([
    prerenderedPage(request, path),
    fetchLanguageFaces(language).then(() => languageFacesReady(language)),
  ]);
  if (!prerendered || !(await stringsIn(prerendered.page))) return false;
  if (!stillWanted() || languageChosenEarly() !== language) return false;
  replacePage(prerendered, choice);
  return true;
}
