import { LegalDocument } from '@portfolio/ui';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { LegalStrings } from './LegalStrings';
import { useLegalText } from './useLegalText';

export const SITE_PRIVACY_EFFECTIVE = '2021-01-01';

function PrivacyText() {
  const text = useLegalText('privacy', SITE_PRIVACY_EFFECTIVE);
  useDocumentTitle(text.title);
  return <LegalDocument {...text} />;
}

/** The site's privacy policy. */
export const PrivacyPage = () => (
  <LegalStrings>
    <PrivacyText />
  </LegalStrings>
);
