import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { GlobalStyle, Layout, LinkProvider } from '@portfolio/ui';
import { useLanguageOfPath } from '../i18n/useLanguageOfPath';
import { withoutLanguage } from '../navigation/languagePaths';
import { HydratedMark } from './HydratedMark';
import { RouterLink } from './RouterLink';
import { SiteFooter } from './SiteFooter';
import { SiteNavbar, SiteTheme, SiteToasts } from './SiteTheme';
import { useScrollToTop } from './useScrollToTop';

/**
 * The frame of every page: theme, navbar, footer, toasts and the route's own screen. Each part is
 * a Suspense boundary of its own, which React hydrates apart from the rest (the one tapped first),
 * its prerendered HTML kept meanwhile.
 */
export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The same page in another language keeps its place.
  useScrollToTop(withoutLanguage(pathname));
  useLanguageOfPath(pathname);

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
      {/* Their rules are prerendered: compiling them again can wait for the other parts. */}
      <Suspense>
        <SiteToasts />
      </Suspense>
      <Suspense>
        <GlobalStyle />
      </Suspense>
      <HydratedMark />
    </SiteTheme>
  );
}
