import { useTranslation } from 'react-i18next';
import { AppCard, CardGrid, Loading, PageTitle } from '@portfolio/ui';
import { localize, useAppGallery } from '../../data/content';
import { ContentError } from '../ContentError';

/** A card per app of the `appgallery` content. */
export function AppGalleryPage() {
  const { t, i18n } = useTranslation();
  const { status, items } = useAppGallery();
  return (
    <>
      <PageTitle>{t('pages.appgallery')}</PageTitle>
      <p>{t('appgallery.intro')}</p>
      {status === 'loading' && <Loading label={t('loading')} />}
      {status === 'error' && items.length === 0 && <ContentError />}
      <CardGrid>
        {items.map((app) => (
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
