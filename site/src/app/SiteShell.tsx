import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { GlobalStyle, Layout, LinkProvider } from '@portfolio/ui';
import { GlobalStylesOnce } from '../browser/GlobalStylesOnce';
import { useOfferedLanguage } from '../i18n/languageOffer/useOfferedLanguage';
import { useLanguageOfPath } from '../i18n/useLanguageOfPath';
import { languageOfPath } from '../i18n/languagePaths';
import { HydratedMark } from './HydratedMark';
import { RouterLink } from './RouterLink';
import { SiteFooter } from './SiteFooter';
import { SiteNavbar, SiteTheme } from './SiteTheme';
import { SiteNotices } from '../offline/SiteNotices';
import { Toasts } from '../toast/Toasts';
import { useNavigationScroll } from './scroll/useNavigationScroll';

/**
 * The frame of every page: theme, navbar, footer, toasts, the offer of another language, the
 * notices about the site (offline, a new version) and the route's own screen. Each part is
 * a Suspense boundary of its own, which React hydrates apart from the rest (the one tapped first),
 * its prerendered HTML kept meanwhile.
 */
const LanguageOfferNote = lazy(() =>
  import('../i18n/languageOffer/LanguageOfferNote').then(({ LanguageOfferNote: Note }) => ({
    default: Note,
  })),
);

export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useNavigationScroll();
  useLanguageOfPath(pathname);
  const offered = useOfferedLanguage(languageOfPath(pathname));

  return (
    <SiteTheme>
      <LinkProvider component={RouterLink}>
        <Layout
          skipLinkLabel={t('skip_link')}
          navbar={
            <Suspense>
              <SiteNavbar />
            </Suspense>
          }
          footer={
            <Suspense>
              <SiteFooter />
            </Suspense>
          }
        >
          <Suspense>
            <Outlet />
          </Suspense>
        </Layout>
      </LinkProvider>
      <Suspense>
        <Toasts />
      </Suspense>
      <GlobalStylesOnce>
        <GlobalStyle />
      </GlobalStylesOnce>
      {offered && (
        // An offer whose code cannot be fetched is no offer: the page goes on without it.
        <ErrorBoundary fallback={null} onError={(error) => console.warn(error)}>
          <Suspense>
            <LanguageOfferNote language={offered} />
          </Suspense>
        </ErrorBoundary>
      )}
      <SiteNotices />
      <HydratedMark />
    </SiteTheme>
  );
}
