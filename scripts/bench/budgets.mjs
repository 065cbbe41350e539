/** The budgets of the performance issue; the bench fails when one is broken. */
export const BUDGETS = {
  mobilePerformance: 95,
  otherCategories: 100,
  mobileLcpMs: 2000,
  cls: 0.02,
  initialJsHomeKb: 100,
  lazy3dChunkKb: 260,
};

export const ROUTES = [
  '/',
  '/me',
  '/contact',
  '/privacy',
  '/terms',
  '/spaces',
  ...['garden', 'bookmark', 'time', 'appgallery', 'star', 'moon', 'sun', 'heart'].map(
    (name) => `/spaces/${name}`,
  ),
  '/app/privacy/1',
];

/** Every broken budget of one route's results, as sentences. */
export function brokenBudgets({ route, preset, scores, lcpMs, cls }) {
  const broken = [];
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
