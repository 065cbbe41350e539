import { useTranslation } from 'react-i18next';
import { Footer } from '@portfolio/ui';
import { owner } from '../content/owner';
import { NowText } from '../now/Now';
import { MINUTE, useNow } from '../now/useNow';
import { useNavItems } from './useNavItems';

/** This year, on its own: only it renders again as the clock moves. */
function CopyrightYear() {
  return <NowText fact="year">{useNow(MINUTE)?.getFullYear()}</NowText>;
}

/** The site's footer: its links, the owner's quote and the copyright year. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Footer
      siteLinks={useNavItems('footer')}
      legalLinks={useNavItems('legal')}
      quote={{ title: t('footer.quote_title'), text: t('footer.quote') }}
      year={<CopyrightYear />}
      ownerName={owner.name}
      labels={{
        siteLinks: t('footer.site_links'),
        legalLinks: t('footer.legal_links'),
        rights: t('footer.rights'),
      }}
    />
  );
}
