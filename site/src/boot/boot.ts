// The page's only eager script. A prerendered page is whole without JavaScript (its links
// navigate, its text reads, in its address's language), so the app that hydrates it (React, the
// router, i18next, the screen's code and the language's strings, fetched at low priority from the
// head and once the page has painted) is started when it is wanted: once the browser is idle
// after load, or at the visitor's first pointer or key press. Controls pressed before then show
// as pending at once, and their clicks and changes are replayed as soon as React has the page: it
// hydrates the part they are in first, then answers them. Until it has hydrated the whole page, a
// later press is shown before React hydrates its part, as it is replayed only after that frame.
// (A saved theme needs no app: the page's head applies it, see savedTheme.)
import '@portfolio/ui/fonts';
import { fillPageNow } from './fillPageNow';
import { PATIENCE_MS } from '../network/deadline';
import { languageFacesReady } from '../i18n/scriptFaces';
import { showBootFailure } from './bootFailure';
import { holdEarlyInput } from './earlyInput';
import { loadLanguagesChosenEarly } from './earlyLanguage';
import { isPrerendered } from './isPrerendered';
import { fetchApp, fetchToasts } from '../network/heldPreloads';
import { LEAVING_ATTRIBUTE } from './leavingAttribute';
import { languageOfPath } from '../i18n/languagePaths';
import { whenHydrated } from './whenHydrated';
import { whenWanted } from './whenWanted';
import { afterFirstPaint } from '../browser/afterFirstPaint';

const root = document.getElementById('root');
// The page's language, as of now: one chosen early may have put its page in this one's place.
const languageNow = () => languageOfPath(window.location.pathname);

// No top-level await here: the app imports modules this script shares with it, and would wait
// forever for a script that waits for the app.
async function start() {
  const prerendered = isPrerendered(root);
  const earlyInput = prerendered ? holdEarlyInput() : undefined;
  const stopLoadingLanguages = prerendered ? loadLanguagesChosenEarly() : undefined;
  // A page whose figures need the app (the sun, the moon, the clock) starts it once painted.
  const wantedNow = !prerendered || root?.dataset.eager !== undefined;
  const wanted = wantedNow ? undefined : whenWanted();
  // A page with no HTML of its own (the app shell) paints nothing until the app has rendered it.
  if (prerendered) await afterFirstPaint();
  fetchApp();
  await wanted;
  const app = import('../main');
  fetchToasts();
  // The page stays readable and its links work; its controls need the app. Past the deadline
  // the visitor is told, and what they do is still held for an app that is only late; once the
  // app has failed, nothing is held any longer.
  let notice: HTMLElement | undefined;
  const late = window.setTimeout(() => {
    console.warn(`The app has not started within ${PATIENCE_MS} ms.`);
    notice = showBootFailure(languageNow());
  }, PATIENCE_MS);
  try {
    await app;
  } catch (error) {
    stopLoadingLanguages?.();
    earlyInput?.drop();
    console.error('The app could not start:', error);
    notice ??= showBootFailure(languageNow());
    return;
  } finally {
    window.clearTimeout(late);
  }
  notice?.remove();
  // The app has handed the page to React (main.tsx resolves then). Before the replay: the app
  // answers the replayed choice itself.
  stopLoadingLanguages?.();
  earlyInput?.handOver(whenHydrated());
}

// Nothing to do on a page being left for the saved language's (see languageRedirect); else, before
// the first paint, what follows the current time.
if (!document.documentElement.hasAttribute(LEAVING_ATTRIBUTE)) {
  const language = languageNow();
  fillPageNow(language);
  // The page's script faces are declared in its head; the app waits for them, so they start now.
  void languageFacesReady(language);
  void start();
}
