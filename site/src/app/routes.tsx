import { Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { languageOfPath, localizedPath } from '../i18n/languagePaths';
import { paths } from '../navigation/paths';
import { ROOT_SPACES, SPACES, type Space } from '../navigation/spaces';
import { SCREENS, spaceScreen, type Screen } from './screens';
import { ScreenRoute } from './ScreenRoute';
import type { ScreenHandle } from './routeScreens';
import { SiteShell } from './SiteShell';
import { UnknownAddress } from './UnknownAddress';

/** A route showing `screen`, named in its handle so its code can be fetched before it renders. */
const screenRoute = (screen: Screen): ScreenHandle & Pick<RouteObject, 'element'> => ({
  element: <ScreenRoute screen={screen} />,
  handle: { screen },
});
const spaceRoute = (space: Space): RouteObject => ({
  path: space.name,
  ...screenRoute(spaceScreen(space)),
});

/** The pages of the design (root, app and spaces groups with their redirects) in one language. */
const pages = (language: Language): RouteObject[] => {
  const redirect = (path: string) => <Navigate to={localizedPath(language, path)} replace />;
  return [
    { index: true, ...screenRoute(SCREENS.hello) },
    { path: 'hello', ...screenRoute(SCREENS.hello) },
    { path: 'me', ...screenRoute(SCREENS.me) },
    { path: 'contact', ...screenRoute(SCREENS.contact) },
    { path: 'privacy', ...screenRoute(SCREENS.privacy) },
    { path: 'terms', ...screenRoute(SCREENS.terms) },
    ...ROOT_SPACES.map(spaceRoute),
    {
      path: 'app',
      children: [
        { index: true, element: redirect(paths.home) },
        { path: 'privacy/:id', ...screenRoute(SCREENS.appPrivacy) },
        { path: 'terms/:id', ...screenRoute(SCREENS.appTerms) },
      ],
    },
    {
      path: 'spaces',
      children: [
        { index: true, ...screenRoute(SCREENS.spaces) },
        ...SPACES.map(spaceRoute),
        { path: '*', element: redirect(paths.spaces) },
      ],
    },
    { path: '*', element: <UnknownAddress language={language} /> },
  ];
};

/** One language's pages: English's at the root, every other language's under its prefix (`/my/…`). */
const languageRoutes = (language: Language): RouteObject =>
  language === DEFAULT_LANGUAGE
    ? { children: pages(language) }
    : { path: language, children: pages(language) };

const shellRoute = (children: RouteObject[]): RouteObject => ({ element: <SiteShell />, children });

const languageGroups = new Map(LANGUAGES.map((language) => [language, languageRoutes(language)]));

/**
 * The route table of every language. Each language's pages sit at the same depth, so the same
 * page in another language is the same component: a language switch re-renders it in place, its
 * state and focus kept.
 */
export const routes: RouteObject[] = [shellRoute([...languageGroups.values()])];

const routesByLanguage = Object.fromEntries(
  [...languageGroups].map(([language, group]) => [language, [shellRoute([group])]]),
) as Record<Language, RouteObject[]>;

/**
 * The route table of a path's language alone: the same routes as `routes` at the same depth, a
 * quarter of them. Matching ranks every route it is given on each render (react-router does not
 * keep the ranking), and 105 routes cost 20-30 ms of a slow phone's hydration and of each
 * navigation.
 */
export const routesAt = (pathname: string): RouteObject[] =>
  routesByLanguage[languageOfPath(pathname)];
