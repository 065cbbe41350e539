// The page's only eager script. A prerendered page is whole without JavaScript (its links
// navigate, its text reads), so the app that hydrates it (React, the router, i18next, the
// screen's code) is fetched when it is wanted: once the browser is idle after load, at the
// visitor's first pointer or key press, or at once when choices saved on an earlier visit must
// be applied. Clicks and changes made before then are replayed after hydration.
import '@portfolio/ui/fonts';
import { STORAGE_KEYS, storage } from '../app/storage';
import { holdEarlyInput } from './earlyInput';
import { isPrerendered } from './isPrerendered';
import { whenHydrated, whenWanted } from './whenWanted';

const root = document.getElementById('root');
const savedChoices =
  storage.get(STORAGE_KEYS.theme) === 'light' ||
  (storage.get(STORAGE_KEYS.language) ?? 'en') !== 'en';

/** The app's and the screen's chunks, listed by the prerenderer, fetched all at once. */
function preloadAppModules() {
  for (const href of root?.dataset.modules?.split(' ') ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
}

// No top-level await here: the app imports modules this script shares with it, and would wait
// forever for a script that waits for the app.
async function start() {
  const prerendered = isPrerendered(root);
  const replayEarlyInput = prerendered ? holdEarlyInput() : undefined;
  if (prerendered && !savedChoices) await whenWanted();
  preloadAppModules();
  await import('../main');
  if (!replayEarlyInput) return;
  await whenHydrated();
  replayEarlyInput();
}

void start();
