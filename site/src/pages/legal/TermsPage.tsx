import { LegalDocument } from '@portfolio/ui';
import { useLegalText } from './useLegalText';

/** The site's terms of service, in eight sections. */
export function TermsPage() {
  return <LegalDocument {...useLegalText('terms')} />;
}
