import { useTranslation } from 'react-i18next';
import { AppCard, CardGrid, PageTitle } from '@portfolio/ui';
import { localize, useAppGallery } from '../../data/content';
import { ContentStatus } from '../../status/ContentStatus';
import { useDocumentTitle } from '../../navigation/documentTitle';

/** A card per app of the `appgallery` content. */
export function AppGalleryPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.appgallery'));
  const gallery = useAppGallery();
  return (
    <>
      <PageTitle>{t('pages.appgallery')}</PageTitle>
      <p>{t('appgallery.intro')}</p>
      <ContentStatus of={[gallery]} />
      <CardGrid>
        {gallery.items.map((app) => (
          <li key={app.id}>
            <AppCard
              title={app.title}
              description={localize(app.description, i18n.language)}
              href={app.url}
              actionLabel={
                app.button_label ? localize(app.button_label, i18n.language) : t('app_card.view')
              }
              newTabLabel={t('app_card.new_tab')}
              {...(app.badge ? { badge: app.badge } : {})}
              {...(app.icon ? { icon: app.icon } : {})}
            />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
