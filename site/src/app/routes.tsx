import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PATIENCE_MS, withDeadline } from '../network/deadline';
import { paths, SPACE_NAMES, type SpaceName } from './paths';
import { RouteError } from './RouteError';
import { SiteShell } from './SiteShell';

/** A screen in its own chunk, fetched when its route is first visited. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] =>
  () =>
    withDeadline(load(), PATIENCE_MS, 'The screen').then((module) => ({
      Component: pick(module),
    }));

const spacePages: Record<SpaceName, RouteObject['lazy']> = {
  sun: page(
    () => import('../pages/sky/SunPage'),
    (m) => m.SunPage,
  ),
  moon: page(
    () => import('../pages/sky/MoonPage'),
    (m) => m.MoonPage,
  ),
  time: page(
    () => import('../pages/sky/TimePage'),
    (m) => m.TimePage,
  ),
  garden: page(
    () => import('../pages/spaces/GardenPage'),
    (m) => m.GardenPage,
  ),
  heart: page(
    () => import('../pages/spaces/HeartPage'),
    (m) => m.HeartPage,
  ),
  star: page(
    () => import('../pages/spaces/StarPage'),
    (m) => m.StarPage,
  ),
  appgallery: page(
    () => import('../pages/spaces/AppGalleryPage'),
    (m) => m.AppGalleryPage,
  ),
  bookmark: page(
    () => import('../pages/spaces/BookmarkPage'),
    (m) => m.BookmarkPage,
  ),
};

const spaceScreen = (name: SpaceName): RouteObject => ({ path: name, lazy: spacePages[name] });

const hello = page(
  () => import('../pages/hello/HelloPage'),
  (m) => m.HelloPage,
);
const sharedWithRoot: SpaceName[] = ['appgallery', 'time', 'moon'];

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
      {
        path: 'me',
        lazy: page(
          () => import('../pages/AboutPage'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'contact',
        lazy: page(
          () => import('../pages/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'privacy',
        lazy: page(
          () => import('../pages/legal/PrivacyPage'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'terms',
        lazy: page(
          () => import('../pages/legal/TermsPage'),
          (m) => m.TermsPage,
        ),
      },
      ...sharedWithRoot.map(spaceScreen),
      {
        path: 'app',
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          {
            path: 'privacy/:id',
            lazy: page(
              () => import('../pages/legal/AppLegalPage'),
              (m) => m.AppPrivacyPage,
            ),
          },
          {
            path: 'terms/:id',
            lazy: page(
              () => import('../pages/legal/AppLegalPage'),
              (m) => m.AppTermsPage,
            ),
          },
        ],
      },
      {
        path: 'spaces',
        children: [
          {
            index: true,
            lazy: page(
              () => import('../pages/spaces/SpacesPage'),
              (m) => m.SpacesPage,
            ),
          },
          ...SPACE_NAMES.map(spaceScreen),
          { path: '*', element: <Navigate to={paths.spaces} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ]),
  },
];
