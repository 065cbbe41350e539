import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer, GlobalStyle, Layout, LinkProvider } from '@portfolio/ui';
import { owner } from '../content/owner';
import { useLanguageOfPath } from '../i18n/useLanguageOfPath';
import { withoutLanguage } from '../navigation/languagePaths';
import { RouterLink } from './RouterLink';
import { footerLegalLinks, footerSiteLinks, useNavItems } from './useNavItems';
import { SiteNavbar, SiteTheme, SiteToasts } from './SiteTheme';
import { NowText } from '../now/Now';
import { useMarkHydrated } from './useMarkHydrated';
import { useNow } from '../now/useNow';
import { useScrollToTop } from './useScrollToTop';
import { InTurn } from '../hydration/InTurn';

const MINUTE = 60_000;

/** This year, on its own: only it renders again as the clock moves. */
function CopyrightYear() {
  return <NowText fact="year">{useNow(MINUTE)?.getFullYear()}</NowText>;
}

/** The frame of every page: theme, navbar, footer, toasts and the route's own screen. */
export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The same page in another language keeps its place.
  useScrollToTop(withoutLanguage(pathname));
  useLanguageOfPath(pathname);
  useMarkHydrated();
  const siteItems = useNavItems(footerSiteLinks);
  const legalItems = useNavItems(footerLegalLinks);

  return (
    <SiteTheme>
      <GlobalStyle />
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
              <Footer
                siteLinks={siteItems}
                legalLinks={legalItems}
                quote={{ title: t('footer.quote_title'), text: t('footer.quote') }}
                year={<CopyrightYear />}
                ownerName={owner.name}
                labels={{
                  siteLinks: t('footer.site_links'),
                  legalLinks: t('footer.legal_links'),
                  rights: t('footer.rights'),
                }}
              />
            </InTurn>
          }
        >
          <InTurn>
            <Outlet />
          </InTurn>
        </Layout>
      </LinkProvider>
      <SiteToasts />
    </SiteTheme>
  );
}
