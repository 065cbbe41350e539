import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { withoutLanguage } from '../../i18n/languagePaths';
import { glideToTop } from './glideToTop';

/**
 * Where the window goes when the page changes. A new navigation (a link, an address) glides to
 * the top; Back and Forward return to where the visitor left that entry of the history; the same
 * page in another language keeps its place; the first page keeps the place the browser gives it
 * (the top, or where a reload left it).
 */
export function useNavigationScroll() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const page = withoutLanguage(pathname);
  const shown = useRef({ key, page });
  const positions = useRef(new Map<string, number>());

  // The place on each entry, kept as the visitor scrolls. The app restores it on Back and Forward
  // itself, after the entry's page has rendered: the browser would restore it on the page being
  // left. While the document is left, the browser restores it again (a reload, a later return).
  useEffect(() => {
    const remember = () => positions.current.set(shown.current.key, window.scrollY);
    const browserRestores = (restores: boolean) => () => {
      window.history.scrollRestoration = restores ? 'auto' : 'manual';
    };
    const leave = browserRestores(true);
    const come = browserRestores(false);
    come();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', come);
    return () => {
      leave();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', come);
    };
  }, []);

  // Before paint, so the new page never shows at the old page's place.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, page };
    if (key === previous.key) return;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current.get(key) ?? 0);
      return;
    }
    if (page !== previous.page) return glideToTop();
  }, [key, page, navigationType]);
}
