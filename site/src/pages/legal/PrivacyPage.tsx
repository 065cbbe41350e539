import { LegalDocument } from '@portfolio/ui';
import { useLegalText } from './useLegalText';

export const SITE_PRIVACY_EFFECTIVE = '2021-01-01';

/** The site's privacy policy. */
export function PrivacyPage() {
  return <LegalDocument {...useLegalText('privacy', SITE_PRIVACY_EFFECTIVE)} />;
}
