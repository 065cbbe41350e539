import { LegalDocument } from '@portfolio/ui';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { LegalStrings } from './LegalStrings';
import { useLegalText } from './useLegalText';

function TermsText() {
  const text = useLegalText('terms');
  useDocumentTitle(text.title);
  return <LegalDocument {...text} />;
}

/** The site's terms of service, in eight sections. */
export const TermsPage = () => (
  <LegalStrings>
    <TermsText />
  </LegalStrings>
);
