import { useTranslation } from 'react-i18next';
import { SiteNotice } from '@portfolio/ui';
import { reloadIntoUpdate, waitingUpdate } from './siteUpdate';
import { useOnline } from './useOnline';

/** Tells the visitor about the site as a whole: a new version to reload into, or being offline. */
export function SiteNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  const update = waitingUpdate.use();
  if (update)
    return (
      <SiteNotice
        message={t('update.message')}
        action={{ label: t('update.reload'), onAction: reloadIntoUpdate }}
      />
    );
  return online ? null : <SiteNotice message={t('offline.notice')} />;
}
