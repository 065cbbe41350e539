import { STATIC_PAGES } from '../../site/src/app/pageMeta.ts';
import { localizedPath, PREFIXED_LANGUAGES } from '../../site/src/navigation/languagePaths.ts';
import { paths } from '../../site/src/navigation/paths.ts';

/** The budgets of the performance issue; the bench fails when one is broken. */
export const BUDGETS = {
  /** The median of the mobile runs (see MOBILE_RUNS). */
  mobilePerformance: 98,
  otherCategories: 100,
  mobileLcpMs: 2000,
  cls: 0.005,
  /** All the JavaScript a route fetches before it can answer a tap: boot script, app and screen. */
  jsBeforeAnswerKb: 100,
  lazy3dChunkKb: 260,
};

/** Lighthouse runs per route on mobile; its figures are the median run's. */
export const MOBILE_RUNS = 3;

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
export function brokenBudgets({
  route,
  preset,
  scores,
  lcpMs,
  cls,
  loaded3d,
  initialJsKb,
  hydrationJsKb,
}) {
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
  const js = initialJsKb + hydrationJsKb;
  if (preset === 'mobile' && js > BUDGETS.jsBeforeAnswerKb)
    broken.push(`${route} JS before an answer ${js.toFixed(1)} KB > ${BUDGETS.jsBeforeAnswerKb}`);
  return broken;
}

/**
 * The budgets of a tap (see interaction.mjs), ms: its response is the next paint (as INP counts
 * it), its outcome the first frame showing what it was for.
 */
export const INTERACTION_BUDGETS = {
  responseMs: 100,
  outcomeMs: { firstPaint: 1000, settled: 100 },
  // Choosing a language fetches its translations and its script's faces, over the slow network
  // (150 ms a round trip, 1.6 Mbps): no settled page can show Myanmar within 100 ms.
  settledOutcomeMs: { 'language select': 1000 },
};

/** Every broken budget of one control's taps at one moment, as sentences. */
export function brokenInteractionBudgets({ control, moment, responseMs, outcomeMs }) {
  const { responseMs: response, outcomeMs: outcomes, settledOutcomeMs } = INTERACTION_BUDGETS;
  const outcome = (moment === 'settled' && settledOutcomeMs[control]) || outcomes[moment];
  const broken = [];
  if (responseMs === null || responseMs > response)
    broken.push(`${control} ${moment}: response ${responseMs ?? 'none'} ms > ${response}`);
  if (outcomeMs === null) broken.push(`${control} ${moment}: no outcome within 15 s`);
  else if (outcomeMs > outcome)
    broken.push(`${control} ${moment}: outcome ${outcomeMs} ms > ${outcome}`);
  return broken;
}
