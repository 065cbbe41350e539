import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import type { NavItem } from '@portfolio/ui';
import { withoutLanguage } from '../i18n/languagePaths';
import { PAGES, type LinkList, type Page } from '../navigation/pages';

/** The links of one list (the navbar's, the footer's site or legal links), in the registry's order. */
const linksIn = (list: LinkList) =>
  PAGES.flatMap(({ path, aliases = [], link }: Page) =>
    link?.in.includes(list)
      ? [
          {
            href: link.href ?? path,
            labelKey: link.label,
            activeOn: link.activeOn ?? [path, ...aliases],
          },
        ]
      : [],
  );

const LINKS = {
  navbar: linksIn('navbar'),
  footer: linksIn('footer'),
  legal: linksIn('legal'),
} satisfies Record<LinkList, unknown>;

/** A list's links as translated items, marking the one for the page shown. */
export function useNavItems(list: LinkList): NavItem[] {
  const { t } = useTranslation();
  const page = withoutLanguage(useLocation().pathname);
  return LINKS[list].map(({ href, labelKey, activeOn }) => ({
    href,
    label: t(labelKey),
    current: activeOn.some((pattern) => matchPath(pattern, page) !== null),
  }));
}
