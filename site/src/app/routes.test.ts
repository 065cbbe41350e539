import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { localizedPath } from '../i18n/languagePaths';
import { paths } from '../navigation/paths';
import { STATIC_PAGES } from '../navigation/pageMeta';
import { everyRoute, routesAt } from './routes';

const PATHS = [
  ...STATIC_PAGES.map((page) => page.path),
  paths.appPrivacy(3),
  '/spaces/nowhere',
  '/nowhere',
];

const matchedRoutes = (table: RouteObject[], path: string) =>
  matchRoutes(table, path)?.map((match) => match.route);

describe.each(LANGUAGES)('the %s route table', (language) => {
  it.each(PATHS)('matches %s as the whole table does, at the same depth', (page) => {
    const path = localizedPath(language, page);
    const [wholeShell, ...wholeRest] = matchedRoutes(everyRoute(), path) ?? [];
    const [ownShell, ...ownRest] = matchedRoutes(routesAt(path), path) ?? [];
    expect(wholeShell).toBeDefined();
    // Below the shell, the very same route objects: the same page is the same component.
    expect(ownRest).toHaveLength(wholeRest.length);
    ownRest.forEach((route, index) => expect(route).toBe(wholeRest[index]));
    expect(ownShell?.element).toEqual(wholeShell?.element);
  });
});
