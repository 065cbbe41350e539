import { Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { languageOfPath, localizedPath } from '../i18n/languagePaths';
import { PAGES, type Page } from '../navigation/pages';
import type { Screen } from '../navigation/screen';
import { paths } from '../navigation/paths';
import { ROOT_SPACES, SPACES, spaceScreen } from '../navigation/spaces';
import { ScreenRoute } from './ScreenRoute';
import type { ScreenHandle } from './routeScreens';
import { SiteShell } from './SiteShell';
import { UnknownAddress } from './UnknownAddress';

/** A route showing `screen` at `path`, named in its handle so its code can be fetched first. */
const screenRoute = (path: string, screen: Screen): RouteObject & ScreenHandle => ({
  ...(path === paths.home ? { index: true } : { path: path.slice(1) }),
  element: <ScreenRoute screen={screen} />,
  handle: { screen },
});

const pageRoutes = ({ path, aliases = [], screen }: Page) =>
  [path, ...aliases].map((at) => screenRoute(at, screen));

/** The pages of the design (the pages, the spaces and their redirects) in one language. */
const pages = (language: Language): RouteObject[] => {
  const redirect = (path: string) => <Navigate to={localizedPath(language, path)} replace />;
  return [
    ...PAGES.flatMap(pageRoutes),
    ...SPACES.map((space) => screenRoute(paths.space(space.name), spaceScreen(space))),
    ...ROOT_SPACES.map((space) => screenRoute(paths.rootSpace(space.name), spaceScreen(space))),
    { path: 'app', element: redirect(paths.home) },
    { path: 'spaces/*', element: redirect(paths.spaces) },
    { path: '*', element: <UnknownAddress language={language} /> },
  ];
};

/** One language's pages: English's at the root, every other language's under its prefix (`/my/…`). */
const languageRoutes = (language: Language): RouteObject =>
  language === DEFAULT_LANGUAGE
    ? { children: pages(language) }
    : { path: language, children: pages(language) };

const shellRoute = (children: RouteObject[]): RouteObject => ({ element: <SiteShell />, children });

// Made when first asked for: a page in the browser needs its own language's alone.
const languageGroups: Partial<Record<Language, RouteObject>> = {};
const languageGroup = (language: Language) =>
  (languageGroups[language] ??= languageRoutes(language));

let wholeTable: RouteObject[] | undefined;
/**
 * The route table of every language. Each language's pages sit at the same depth, so the same
 * page in another language is the same component: a language switch re-renders it in place, its
 * state and focus kept.
 */
export const everyRoute = (): RouteObject[] =>
  (wholeTable ??= [shellRoute(LANGUAGES.map(languageGroup))]);

const tables: Partial<Record<Language, RouteObject[]>> = {};
/**
 * The route table of a path's language alone: the same routes as `everyRoute()` at the same
 * depth, a quarter of them. Matching ranks every route it is given on each render (react-router
 * does not keep the ranking), and 105 routes cost 20-30 ms of a slow phone's hydration and of each
 * navigation.
 */
export const routesAt = (pathname: string): RouteObject[] => {
  const language = languageOfPath(pathname);
  return (tables[language] ??= [shellRoute([languageGroup(language)])]);
};
