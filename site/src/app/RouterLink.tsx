import { Link } from 'react-router-dom';
import type { LinkProps } from '@portfolio/ui';

/** Lets the library's links navigate inside the single-page app; external links stay anchors. */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
