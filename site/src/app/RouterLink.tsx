import { Link, useLocation } from 'react-router-dom';
import type { LinkProps } from '@portfolio/ui';
import { languageOfPath, localizedPath } from '../i18n/languagePaths';

/**
 * Lets the library's links navigate inside the single-page app, to the page in the language
 * shown (`/me` from a Myanmar page leads to `/my/me`); external links stay anchors.
 */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href.startsWith('/') ? localizedPath(languageOfPath(pathname), href) : href}
      {...rest}
    >
      {children}
    </Link>
  );
}
