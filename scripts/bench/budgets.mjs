import { STATIC_PAGES } from '../../site/src/navigation/pageMeta.ts';
import { localizedPath, PREFIXED_LANGUAGES } from '../../site/src/i18n/languagePaths.ts';
import { paths } from '../../site/src/navigation/paths.ts';

/** The budgets of the performance issues; the bench fails when one is broken. */
export const BUDGETS = {
  /** The median of the mobile runs (see RUNS), with either setting of Lighthouse's. */
  mobilePerformance: 98,
  otherCategories: 100,
  mobileLcpMs: 2000,
  tbtMs: 150,
  cls: 0.01,
  /**
   * All the JavaScript a route fetches before it can answer a tap: boot script, React and the
   * other libraries, the app and the screen.
   */
  jsBeforeAnswerKb: 150,
  /** The faces' files a page fetches before it is complete, in any language (gzip as sent). */
  fontKb: 120,
  lazy3dChunkKb: 260,
  /**
   * The boot chunk, which every page runs before its first paint (10.23 KB when it was set; 10.5
   * once it started the page in a language chosen at the first paint, which then showed 0.3 s
   * sooner: about a millisecond more of the slow network, for every page).
   */
  bootChunkKb: 10.6,
};

/**
 * How each route is measured, and how many times (the figures are the median run's): on mobile
 * with Lighthouse's default settings, and with 5 s of quiet (see lighthouse.mjs), which take in
 * the app started when idle, the globe and the clock; on desktop with 5 s of quiet. The same
 * routes in the other languages, whose pages differ in their text and faces only, are measured
 * on mobile with the default settings and once on desktop.
 */
export const RUNS = { mobile: 3, 'mobile-quiet': 3, desktop: 1 };
export const LANGUAGE_RUNS = { mobile: 3, desktop: 1 };

const isMobile = (preset) => preset.startsWith('mobile');
/** Presets whose runs wait long enough for the 3D scenes to load. */
const isQuiet = (preset) => preset !== 'mobile';

/** Every page of its own the site prerenders (aliases aside), and one app's policy. */
export const ROUTES = [
  ...STATIC_PAGES.filter((page) => !page.aliasOf).map((page) => page.path),
  paths.appPrivacy(1),
];

/** The same pages in Myanmar, Chinese and Korean. */
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
  tbtMs,
  fontKb,
  initialJsKb,
  hydrationJsKb,
}) {
  const broken = [];
  if (ROUTES_WITH_3D.includes(route) && isQuiet(preset) && !loaded3d)
    broken.push(`${route} ${preset}: the 3D chunk did not load during the run`);
  if (isMobile(preset) && scores.performance < BUDGETS.mobilePerformance) {
    broken.push(
      `${route} ${preset} performance ${scores.performance} < ${BUDGETS.mobilePerformance}`,
    );
  }
  if (preset === 'desktop' && scores.performance < BUDGETS.otherCategories)
    broken.push(`${route} desktop performance ${scores.performance} < 100`);
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    if (scores[category] < BUDGETS.otherCategories)
      broken.push(`${route} ${preset} ${category} ${scores[category]} < 100`);
  }
  if (isMobile(preset) && lcpMs > BUDGETS.mobileLcpMs)
    broken.push(`${route} ${preset} LCP ${lcpMs} ms > ${BUDGETS.mobileLcpMs}`);
  if (tbtMs > BUDGETS.tbtMs) broken.push(`${route} ${preset} TBT ${tbtMs} ms > ${BUDGETS.tbtMs}`);
  if (cls > BUDGETS.cls) broken.push(`${route} ${preset} CLS ${cls} > ${BUDGETS.cls}`);
  if (isMobile(preset) && fontKb > BUDGETS.fontKb)
    broken.push(`${route} ${preset} faces ${fontKb} KB > ${BUDGETS.fontKb}`);
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
  outcomeMs: { firstPaint: 1200, settled: 100 },
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
