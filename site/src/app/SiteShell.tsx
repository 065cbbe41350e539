import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { GlobalStyle, Layout, LinkProvider } from '@portfolio/ui';
import { useLanguageOfPath } from '../i18n/useLanguageOfPath';
import { withoutLanguage } from '../navigation/languagePaths';
import { RouterLink } from './RouterLink';
import { SiteFooter } from './SiteFooter';
import { SiteNavbar, SiteTheme, SiteToasts } from './SiteTheme';
import { useMarkHydrated } from './useMarkHydrated';
import { useScrollToTop } from './useScrollToTop';
import { InTurn } from '../hydration/InTurn';

/** The frame of every page: theme, navbar, footer, toasts and the route's own screen. */
export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The same page in another language keeps its place.
  useScrollToTop(withoutLanguage(pathname));
  useLanguageOfPath(pathname);
  useMarkHydrated();

  return (
    <SiteTheme>
      <LinkProvider component={RouterLink}>
        <Layout
          skipLinkLabel={t('skip_link')}
          navbar={
            <InTurn>
              <SiteNavbar />
            </InTurn>
          }
          footer={
            <InTurn>
              <SiteFooter />
            </InTurn>
          }
        >
          <InTurn>
            <Outlet />
          </InTurn>
        </Layout>
      </LinkProvider>
      {/* Their rules are prerendered: compiling them again can wait for the last turns. */}
      <InTurn>
        <SiteToasts />
      </InTurn>
      <InTurn>
        <GlobalStyle />
      </InTurn>
    </SiteTheme>
  );
}
