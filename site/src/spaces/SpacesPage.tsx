import { useTranslation } from 'react-i18next';
import { IconLinkGrid, PageTitle } from '@portfolio/ui';
import { paths } from '../navigation/paths';
import { useDocumentTitle } from '../navigation/documentTitle';
import { HUB_SPACES } from '../navigation/spaces';

/** The hub: a link to each space that has a hub icon in the registry. */
export function SpacesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.spaces'));
  return (
    <>
      <PageTitle>{t('pages.spaces')}</PageTitle>
      <p>{t('spaces_hub.intro')}</p>
      <IconLinkGrid
        label={t('pages.spaces')}
        items={HUB_SPACES.map(({ name, hubIcon }) => ({
          href: paths.space(name),
          label: t(`spaces_hub.links.${name}`),
          icon: hubIcon,
        }))}
      />
    </>
  );
}
