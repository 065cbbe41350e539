import { Navigate, type RouteObject } from 'react-router-dom';
import type { Language } from '../i18n/languages';
import { localizedPath, PREFIXED_LANGUAGES } from '../navigation/languagePaths';
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

/** The pages of the design (root, app and spaces groups with their redirects) in one language. */
const pages = (language: Language): RouteObject[] => {
  const redirect = (path: string) => <Navigate to={localizedPath(language, path)} replace />;
  return withErrorBoundaries([
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
        { index: true, element: redirect(paths.home) },
        { path: 'privacy/:id', lazy: lazyScreen(SCREENS.appPrivacy) },
        { path: 'terms/:id', lazy: lazyScreen(SCREENS.appTerms) },
      ],
    },
    {
      path: 'spaces',
      children: [
        { index: true, lazy: lazyScreen(SCREENS.spaces) },
        ...SPACES.map(spaceRoute),
        { path: '*', element: redirect(paths.spaces) },
      ],
    },
    { path: '*', element: redirect(paths.home) },
  ]);
};

/**
 * The route table: English at the root, every other language under its prefix (`/my/…`). Each
 * language's pages sit at the same depth, so the same page in another language is the same
 * component: a language switch re-renders it in place, its state and focus kept.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    // The first screen's code is fetched before anything shows; the shell then appears whole.
    HydrateFallback: () => null,
    children: [
      { children: pages('en') },
      ...PREFIXED_LANGUAGES.map((language) => ({ path: language, children: pages(language) })),
    ],
  },
];
