import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Pages hydrate once the browser is idle after load, and the globe and the clock load after
// that: Lighthouse waits for 5 s of quiet (instead of 1 s) so that all of it is measured.
const QUIET = { pauseAfterLoadMs: 5000, networkQuietThresholdMs: 5000, cpuQuietThresholdMs: 5000 };
const CONFIGS = {
  mobile: { extends: 'lighthouse:default', settings: QUIET },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, ...QUIET } },
};

/** One Lighthouse run of `url` (`mobile` or `desktop`) in the Chrome at `port`: its figures. */
export async function lighthouseRun(port, url, preset) {
  const options = { port, output: 'json', logLevel: 'error' };
  const { lhr } = await lighthouse(url, options, CONFIGS[preset]);
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        Math.round(category.score * 100),
      ]),
    ),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    transferKb: Math.round(lhr.audits['total-byte-weight'].numericValue / 1024),
    requested: lhr.audits['network-requests'].details.items.map(({ url: request }) => request),
  };
}

/** The run with the median performance score, with every run's score beside it. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return { ...middle, performanceRuns: runs.map((run) => run.scores.performance) };
}
