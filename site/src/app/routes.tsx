import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../navigation/paths';
import { ROOT_SPACES, SPACES, type Space } from '../navigation/spaces';
import { lazyScreen } from './lazyScreen';
import { SCREENS, spaceScreen } from './screens';
import { RouteError } from './RouteError';
import { SiteShell } from './SiteShell';

const spaceRoute = (space: Space): RouteObject => ({
  path: space.name,
  lazy: lazyScreen(spaceScreen(space)),
});
const hello = lazyScreen(SCREENS.hello);

/** Every screen sits inside its own error boundary, so one failing screen keeps the shell alive. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: <RouteError />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];
}

/** The route table of the design: root, app and spaces groups with their redirects. */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    // The first screen's code is fetched before anything shows; the shell then appears whole.
    HydrateFallback: () => null,
    children: withErrorBoundaries([
      { index: true, lazy: hello },
      { path: 'hello', lazy: hello },
      { path: 'me', lazy: lazyScreen(SCREENS.me) },
      { path: 'contact', lazy: lazyScreen(SCREENS.contact) },
      { path: 'privacy', lazy: lazyScreen(SCREENS.privacy) },
      { path: 'terms', lazy: lazyScreen(SCREENS.terms) },
      ...ROOT_SPACES.map(spaceRoute),
      {
        path: 'app',
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          { path: 'privacy/:id', lazy: lazyScreen(SCREENS.appPrivacy) },
          { path: 'terms/:id', lazy: lazyScreen(SCREENS.appTerms) },
        ],
      },
      {
        path: 'spaces',
        children: [
          { index: true, lazy: lazyScreen(SCREENS.spaces) },
          ...SPACES.map(spaceRoute),
          { path: '*', element: <Navigate to={paths.spaces} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ]),
  },
];
