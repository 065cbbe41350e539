import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@portfolio/ui';

export interface RetryNoticeProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** Something that failed, announced at once, with a button that tries again. */
export function RetryNotice({ title, message, onRetry }: RetryNoticeProps) {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="error" title={title} message={message}>
      <button type="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </StatusMessage>
  );
}
