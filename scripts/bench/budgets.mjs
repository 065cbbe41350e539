import { STATIC_PAGES } from '../../site/src/app/pageMeta.ts';
import { localizedPath, PREFIXED_LANGUAGES } from '../../site/src/navigation/languagePaths.ts';
import { paths } from '../../site/src/navigation/paths.ts';

/** The budgets of the performance issue; the bench fails when one is broken. */
export const BUDGETS = {
  mobilePerformance: 95,
  otherCategories: 100,
  mobileLcpMs: 2000,
  cls: 0.02,
  initialJsHomeKb: 100,
  lazy3dChunkKb: 260,
};

/** Every page of its own the site prerenders (aliases aside), and one app's policy. */
export const ROUTES = [
  ...STATIC_PAGES.filter((page) => !page.aliasOf).map((page) => page.path),
  paths.appPrivacy(1),
];

/** The same pages in Myanmar, Chinese and Korean: their SEO score must be 100 too. */
export const LANGUAGE_ROUTES = PREFIXED_LANGUAGES.flatMap((language) =>
  ROUTES.map((route) => localizedPath(language, route)),
);

/** Routes whose measurement must include the 3D chunk (the globe, the clock). */
export const ROUTES_WITH_3D = ['/', '/spaces/time'];

/** Every broken budget of one route's results, as sentences. */
export function brokenBudgets({ route, preset, scores, lcpMs, cls, loaded3d }) {
  const broken = [];
  if (ROUTES_WITH_3D.includes(route) && !loaded3d)
    broken.push(`${route} ${preset}: the 3D chunk did not load during the run`);
  if (preset === 'mobile' && scores.performance < BUDGETS.mobilePerformance) {
    broken.push(`${route} mobile performance ${scores.performance} < ${BUDGETS.mobilePerformance}`);
  }
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    if (scores[category] < BUDGETS.otherCategories)
      broken.push(`${route} ${preset} ${category} ${scores[category]} < 100`);
  }
  if (preset === 'mobile' && lcpMs > BUDGETS.mobileLcpMs)
    broken.push(`${route} mobile LCP ${lcpMs} ms > ${BUDGETS.mobileLcpMs}`);
  if (cls > BUDGETS.cls) broken.push(`${route} ${preset} CLS ${cls} > ${BUDGETS.cls}`);
  return broken;
}
