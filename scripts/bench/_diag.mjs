import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--enable-unsafe-swiftshader',
  ],
});
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
await chrome.kill();
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'bp', lhr.categories['best-practices'].score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
])
  console.log(id, a[id]?.displayValue);
console.log(
  'LCP el',
  JSON.stringify(
    a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  ),
);
console.log(
  'LCP breakdown',
  JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items),
);
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time'].details.items
      .slice(0, 8)
      .map((i) => [i.url.slice(-50), Math.round(i.total), Math.round(i.scripting)]),
  ),
);
console.log(
  'mainthread',
  JSON.stringify(
    a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]),
  ),
);
console.log(
  'longtasks',
  JSON.stringify(
    a['long-tasks']?.details?.items
      ?.slice(0, 10)
      .map((i) => [i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)]),
  ),
);
for (const id of Object.keys(a)) {
  const x = a[id];
  if (
    x.score !== null &&
    x.score < 0.9 &&
    x.scoreDisplayMode !== 'informative' &&
    x.scoreDisplayMode !== 'notApplicable'
  )
    console.log('FAIL', id, x.displayValue || '', x.title);
}
console.log(
  'render-blocking',
  JSON.stringify(
    a['render-blocking-insight']?.details?.items ?? a['render-blocking-resources']?.details?.items,
  ),
);
console.log(
  'unused-js',
  JSON.stringify(
    a['unused-javascript']?.details?.items?.map((i) => [i.url.slice(-40), i.wastedBytes]),
  ),
);
console.log(
  'requests',
  JSON.stringify(
    a['network-requests'].details.items.map((i) => [
      i.url.replace('http://localhost:4400', ''),
      Math.round(i.networkRequestTime),
      i.statusCode,
    ]),
  ),
);
console.log('console', JSON.stringify(a['errors-in-console'].details.items));
