import * as chromeLauncher from 'chrome-launcher';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  // The front's certificate is made on the spot (hosting/http2Front.mjs).
  '--ignore-certificate-errors',
];

/**
 * The browser Lighthouse drives: Debian Chromium's headless shell. Lighthouse loads each page
 * once at full speed and multiplies the main-thread time it observed by four. On two cores, the
 * full browser's own work (its UI's renderer, a busier browser process and compositor) slowed the
 * page's thread in that load, and the slowdown was multiplied too: the same build's /privacy kept
 * its main thread busy 889-937 ms there, 470-519 in the headless shell (the same Blink without
 * the desktop browser around it). Taps are timed in real time, in the full browser.
 */
export const launchLighthouseBrowser = () =>
  chromeLauncher.launch({
    chromePath: process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    chromeFlags: FLAGS,
  });
