import { use } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { screenLoad } from './lazyScreen';
import { RouteError } from './RouteError';
import type { Screen } from '../navigation/screen';

function LoadedScreen({ screen }: { screen: Screen }) {
  const Component = use(screenLoad(screen));
  // eslint-disable-next-line react-hooks/static-components -- one component per screen, loaded once
  return <Component />;
}

/**
 * A route's screen: its code fetched on the route's first visit (the page before it stays
 * meanwhile: see SiteRoutes), and in its own error boundary, so a screen that
 * fails shows its error while the navbar and footer stay usable.
 */
export function ScreenRoute({ screen }: { screen: Screen }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <LoadedScreen screen={screen} />
    </ErrorBoundary>
  );
}
