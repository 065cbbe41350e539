import { useTranslation } from 'react-i18next';
import { Loading } from '@portfolio/ui';
import type { CollectionName, ContentQueryResult } from '../data/content';
import { RetryNotice } from './RetryNotice';

/** Content that could not be loaded (store down, refused or silent): say so and offer a retry. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryNotice
      title={t('content_error.title')}
      message={t('content_error.message')}
      onRetry={onRetry}
    />
  );
}

/**
 * What stands in for a page's content while it is on its way (an ellipsis) or once it could
 * not be had (an error with a Retry that asks again for all of it). Content that arrived is
 * shown as it is, beside nothing.
 */
export function ContentStatus({ of }: { of: ContentQueryResult<CollectionName>[] }) {
  const { t } = useTranslation();
  if (of.some(({ status }) => status === 'loading')) return <Loading label={t('loading')} />;
  if (of.some(({ status, items }) => status === 'error' && items.length === 0))
    return <ContentError onRetry={() => of.forEach(({ retry }) => retry())} />;
  return null;
}
