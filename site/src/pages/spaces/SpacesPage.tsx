import { useTranslation } from 'react-i18next';
import { IconLinkGrid, PageTitle } from '@portfolio/ui';
import { paths, type SpaceName } from '../../app/paths';
import { useDocumentTitle } from '../../app/documentTitle';

/** The hub's seven links; the bookmark space has a route but no link here. */
const hubLinks: { space: SpaceName; icon: string }[] = [
  { space: 'sun', icon: 'sun' },
  { space: 'star', icon: 'star' },
  { space: 'moon', icon: 'moon' },
  { space: 'garden', icon: 'flower' },
  { space: 'heart', icon: 'heart' },
  { space: 'time', icon: 'clock' },
  { space: 'appgallery', icon: 'layout-grid' },
];

export function SpacesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.spaces'));
  return (
    <>
      <PageTitle>{t('pages.spaces')}</PageTitle>
      <p>{t('spaces_hub.intro')}</p>
      <IconLinkGrid
        label={t('pages.spaces')}
        items={hubLinks.map(({ space, icon }) => ({
          href: paths.space(space),
          label: t(`spaces_hub.links.${space}`),
          icon,
        }))}
      />
    </>
  );
}
