import { LegalDocument } from '@portfolio/ui';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { useLegalText } from './useLegalText';

/** The site's terms of service, in eight sections. */
export function TermsPage() {
  const text = useLegalText('terms');
  useDocumentTitle(text.title);
  return <LegalDocument {...text} />;
}
