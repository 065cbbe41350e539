import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@portfolio/ui';

/** Content that could not be loaded (store down, refused or silent): say so and offer a retry. */
export function ContentError() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={t('content_error.title')}
      message={t('content_error.message')}
    >
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    </StatusMessage>
  );
}
