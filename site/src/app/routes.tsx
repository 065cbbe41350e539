import { Navigate, type RouteObject } from 'react-router-dom';
import { ScreenPlaceholder } from '../pages/ScreenPlaceholder';
import { paths, SPACE_NAMES } from './paths';
import { RouteError } from './RouteError';
import { SiteShell } from './SiteShell';

const placeholder = (titleKey: string) => <ScreenPlaceholder titleKey={titleKey} />;

const helloScreen = placeholder('pages.hello');
const spaceScreens: RouteObject[] = SPACE_NAMES.map((name) => ({
  path: name,
  element: placeholder(`pages.${name}`),
}));
const sharedWithRoot = new Set(['appgallery', 'time', 'moon']);

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
      { index: true, element: helloScreen },
      { path: 'hello', element: helloScreen },
      {
        path: 'me',
        lazy: () => import('../pages/AboutPage').then((m) => ({ Component: m.AboutPage })),
      },
      { path: 'contact', element: placeholder('pages.contact') },
      {
        path: 'privacy',
        lazy: () =>
          import('../pages/legal/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../pages/legal/TermsPage').then((m) => ({ Component: m.TermsPage })),
      },
      ...spaceScreens.filter((route) => sharedWithRoot.has(route.path ?? '')),
      {
        path: 'app',
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          {
            path: 'privacy/:id',
            lazy: () =>
              import('../pages/legal/AppLegalPage').then((m) => ({ Component: m.AppPrivacyPage })),
          },
          {
            path: 'terms/:id',
            lazy: () =>
              import('../pages/legal/AppLegalPage').then((m) => ({ Component: m.AppTermsPage })),
          },
        ],
      },
      {
        path: 'spaces',
        children: [
          { index: true, element: placeholder('pages.spaces') },
          ...spaceScreens,
          { path: '*', element: <Navigate to={paths.spaces} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ]),
  },
];
