import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const SEO_ONLY = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, onlyCategories: ['seo'] },
};

/**
 * Lighthouse's SEO score of each route (the pages in Myanmar, Chinese and Korean): one run each,
 * SEO audits only, which read the page as served and need no quiet period.
 */
export async function seoScores(chromePort, origin, routes) {
  const scores = [];
  for (const route of routes) {
    const options = { port: chromePort, output: 'json', logLevel: 'error' };
    const { lhr } = await lighthouse(`${origin}${route}`, options, SEO_ONLY);
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score === 0)
      .map((audit) => audit.id);
    scores.push({ route, seo: Math.round(lhr.categories.seo.score * 100), failed });
  }
  return scores;
}
