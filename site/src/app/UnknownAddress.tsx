import { Navigate, useLocation } from 'react-router-dom';
import type { Language } from '../i18n/languages';
import { localizedPath, withoutForeignPrefix, withoutLanguage } from '../i18n/languagePaths';
import { paths } from '../navigation/paths';

/**
 * Where an address that no page has leads, in its language: past a prefix of a language the site
 * does not have, to the rest of the address (`/fr/me` → `/me`, query and fragment kept), else home.
 */
export function UnknownAddress({ language }: { language: Language }) {
  const { pathname, search, hash } = useLocation();
  const rest = withoutForeignPrefix(withoutLanguage(pathname));
  const to = rest === undefined ? paths.home : `${rest}${search}${hash}`;
  return <Navigate to={localizedPath(language, to)} replace />;
}
