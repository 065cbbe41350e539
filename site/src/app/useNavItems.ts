import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import type { NavItem } from '@portfolio/ui';
import type { TranslationKey } from '../i18n/keys';
import { withoutLanguage } from '../i18n/languagePaths';
import { paths } from '../navigation/paths';

interface LinkSpec {
  href: string;
  labelKey: TranslationKey;
  /** Route patterns under which the link counts as the current page. */
  activeOn: string[];
}

const hello: LinkSpec = {
  href: paths.hello,
  labelKey: 'nav.hello',
  activeOn: [paths.home, paths.hello],
};
const readme: LinkSpec = { href: paths.me, labelKey: 'nav.readme', activeOn: [paths.me] };
const spaces: LinkSpec = {
  href: paths.spaces,
  labelKey: 'nav.spaces',
  activeOn: [`${paths.spaces}/*`],
};
const contact: LinkSpec = {
  href: paths.contact,
  labelKey: 'nav.contact',
  activeOn: [paths.contact],
};
const privacy: LinkSpec = {
  href: paths.privacy,
  labelKey: 'footer.privacy',
  activeOn: [paths.privacy],
};
const terms: LinkSpec = { href: paths.terms, labelKey: 'footer.terms', activeOn: [paths.terms] };

export const navbarLinks = [hello, readme, spaces, contact];
export const footerSiteLinks = [hello, readme, contact];
export const footerLegalLinks = [privacy, terms];

/** Turns link specs into translated items, marking the one for the page shown. */
export function useNavItems(specs: LinkSpec[]): NavItem[] {
  const { t } = useTranslation();
  const page = withoutLanguage(useLocation().pathname);
  return specs.map(({ href, labelKey, activeOn }) => ({
    href,
    label: t(labelKey),
    current: activeOn.some((pattern) => matchPath(pattern, page) !== null),
  }));
}
