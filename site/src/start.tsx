import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadScreenAt } from './app/routeScreens';
import { routesAt } from './app/routes';
import { isPrerendered } from './boot/isPrerendered';
import { yieldToInput } from './browser/yieldToInput';
import { configuredContentSource } from './data/content';
import { pagePrimedAnswers, primeSource } from './data/content/primedSource';
import { declareFacesBeyondPage } from './i18n/facesBeyondPage';
import { i18n, i18nReady } from './i18n/i18n';
import { languageOfPath } from './i18n/languagePaths';
import { applyLanguageChosenEarly } from './i18n/languageChosenEarly';
import { keepOfflineCopy } from './offline/keepOfflineCopy';

/**
 * Renders the app into the page. A prerendered page is hydrated as it is: in its address's
 * language, dark, its own screen's code loaded first. Other paths (the per-app pages) arrive as an
 * empty shell and are rendered afresh, as is a page whose visitor chose another language before
 * the app was there (it starts at that language's address), unless the boot script could show
 * the prerendered page at that address first. A screen that fails here fails the start (the boot
 * script says so over the readable page); one that fails later shows its route's error. The
 * address is matched to its screen at once (its language's routes only, a few milliseconds);
 * hydrating takes a task of its own. A function, not this module's body: the module's chunk also
 * holds modules the screens import.
 */
export async function startApp(): Promise<void> {
  await Promise.all([
    i18nReady.then(() => applyLanguageChosenEarly(i18n)),
    loadScreenAt(routesAt(window.location.pathname), window.location.pathname),
  ]);
  await yieldToInput();
  // Read now: a language chosen early may have put the page in that language in its place.
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  // A page prerendered from Firestore's content carries it, so hydration starts from the same.
  const primed = pagePrimedAnswers(document);
  const contentSource = configuredContentSource(() =>
    import('./content').then(({ embeddedContent }) => embeddedContent),
  );
  const app = (
    <StrictMode>
      <App contentSource={primed ? primeSource(contentSource, primed) : contentSource} />
    </StrictMode>
  );
  // Hydrating as a transition yields to input every few milliseconds; the page's parts (Suspense
  // boundaries) hydrate after its shell, the one the visitor touches first.
  if (isPrerendered(root)) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  declareFacesBeyondPage(languageOfPath(window.location.pathname));
  keepOfflineCopy(i18n);
}
