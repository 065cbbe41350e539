import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Pages hydrate once the browser is idle after load, and the globe and the clock load after
// that: the quiet presets wait for 5 s of quiet (instead of 1 s) so that all of it is measured;
// `mobile` is Lighthouse's default, as anyone running it would see.
const QUIET = { pauseAfterLoadMs: 5000, networkQuietThresholdMs: 5000, cpuQuietThresholdMs: 5000 };
const CONFIGS = {
  mobile: { extends: 'lighthouse:default' },
  'mobile-quiet': { extends: 'lighthouse:default', settings: QUIET },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, ...QUIET } },
};

/** An audit's figure; an audit Lighthouse could not complete fails the run, saying why. */
function figure(lhr, audit) {
  const { numericValue, errorMessage } = lhr.audits[audit];
  if (typeof numericValue !== 'number')
    throw new Error(`${audit}: ${errorMessage ?? lhr.runtimeError?.message ?? 'no value'}`);
  return numericValue;
}

/** One Lighthouse run of `url` (`mobile` or `desktop`) in the Chrome at `port`: its figures. */
async function lighthouseRun(port, url, preset) {
  const options = { port, output: 'json', logLevel: 'error' };
  const { lhr } = await lighthouse(url, options, CONFIGS[preset]);
  const requests = lhr.audits['network-requests'].details.items;
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        Math.round(category.score * 100),
      ]),
    ),
    lcpMs: Math.round(figure(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(figure(lhr, 'total-blocking-time')),
    cls: Number(figure(lhr, 'cumulative-layout-shift').toFixed(3)),
    transferKb: Math.round(figure(lhr, 'total-byte-weight') / 1024),
    fontKb: Math.round(
      requests
        .filter(({ resourceType }) => resourceType === 'Font')
        .reduce((sum, { transferSize = 0 }) => sum + transferSize, 0) / 1024,
    ),
    requested: requests.map(({ url: request }) => request),
  };
}

/**
 * A run, once more if Lighthouse could not complete it (a trace it failed to read, say): such a
 * run says nothing of the page, and one is not worth losing the whole bench for.
 */
export async function completedLighthouseRun(port, url, preset) {
  try {
    return await lighthouseRun(port, url, preset);
  } catch (error) {
    console.warn(`Lighthouse did not complete ${url} (${preset}), once more: ${error.message}`);
    return lighthouseRun(port, url, preset);
  }
}

/** The run with the median performance score, with every run's score beside it. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return { ...middle, performanceRuns: runs.map((run) => run.scores.performance) };
}
