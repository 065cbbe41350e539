import { LegalDocument } from '@portfolio/ui';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { useLegalText } from './useLegalText';

export const SITE_PRIVACY_EFFECTIVE = '2021-01-01';

/** The site's privacy policy. */
export function PrivacyPage() {
  const text = useLegalText('privacy', SITE_PRIVACY_EFFECTIVE);
  useDocumentTitle(text.title);
  return <LegalDocument {...text} />;
}
