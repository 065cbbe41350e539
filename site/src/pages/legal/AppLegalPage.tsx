import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LegalDocument, Link, Loading, StatusMessage } from '@portfolio/ui';
import { parseAppId, useApp } from '../../data/content';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { paths } from '../../navigation/paths';
import { ContentError } from '../../status/ContentStatus';
import { LegalStrings, useLegalStringsReady } from './LegalStrings';
import { useLegalText } from './useLegalText';

export const APP_LEGAL_EFFECTIVE = '2020-11-19';

export interface AppLegalPageProps {
  text: 'app_privacy' | 'app_terms';
}

function AppLegalText({ text, title }: AppLegalPageProps & { title: string }) {
  return (
    <LegalDocument
      {...useLegalText(text, text === 'app_privacy' ? APP_LEGAL_EFFECTIVE : undefined, title)}
    />
  );
}

/** An app's number as an address may hold it, and as a page may repeat it. */
const SHOWN_ID = /^\d{1,15}$/;

/** The privacy policy or terms of the app whose `app_id` is the route's id. */
export function AppLegalPage({ text }: AppLegalPageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { status, app, retry } = useApp(parseAppId(id));
  const legalReady = useLegalStringsReady();
  const stateTitle = { loading: `pages.${text}`, error: 'content_error.title' } as const;
  useDocumentTitle(
    app
      ? t(legalReady ? `legal.${text}.title` : `pages.${text}`, { app: app.title })
      : t(status === 'loading' || status === 'error' ? stateTitle[status] : 'app_missing.title'),
  );

  if (status === 'loading') return <Loading label={t('loading')} />;
  if (app)
    return (
      <LegalStrings>
        <AppLegalText text={text} title={app.title} />
      </LegalStrings>
    );
  if (status === 'error') return <ContentError onRetry={retry} />;
  return (
    <StatusMessage
      headingLevel={1}
      title={t('app_missing.title')}
      message={
        // The address is echoed only as a number: any other text in it could pose as a message.
        SHOWN_ID.test(id ?? '')
          ? t('app_missing.message', { id })
          : t('app_missing.message_unknown')
      }
    >
      <Link href={paths.space('appgallery')}>{t('app_missing.gallery')}</Link>
    </StatusMessage>
  );
}

export const AppPrivacyPage = () => <AppLegalPage text="app_privacy" />;
export const AppTermsPage = () => <AppLegalPage text="app_terms" />;
