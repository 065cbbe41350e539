import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { visualizer } from 'rollup-plugin-visualizer';
import { burmeseFaces } from './scripts/burmeseFaces';
import { languageCuts } from './scripts/languageCuts';
import { siteWeights } from './scripts/siteWeights';
import { LIBRARIES_CHUNK, REACT_CHUNK } from './scripts/librariesChunk';
import { reactRouterProduction } from './scripts/reactRouterProduction';
import { BOOT_CHUNK, bootChunk } from './scripts/bootChunk';
import { classicBoot } from './scripts/classicBoot';
import { compileHint } from './scripts/compileHint';
import { eagerCommonJs } from './scripts/eagerCommonJs';
import { stringsFileNames } from './scripts/stringsFileNames';

/** The libraries every screen hydrates with, in two long-cached chunks: React, and the rest. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK =
  /node_modules[\\/](react-router|react-router-dom|styled-components|stylis|@emotion|i18next|react-i18next|i18next-http-backend|shallowequal|tslib|void-elements|html-parse-stringify|react-error-boundary)[\\/]/;

/**
 * The site's and the library's code most screens share, in one chunk; what only a few share
 * (the toasts, content and its schema) comes with those screens, not with every page.
 */
/**
 * The boot script (src/boot/boot.ts) and what it imports: all the JavaScript a page loads up
 * front; and yieldToInput, which the app's entry (main.tsx) needs before the libraries' chunk.
 * Not the icons' names, which come with the library's rules but only the content's schema reads.
 */
const boot = bootChunk(/src[\\/]boot[\\/]boot\.ts$/, {
  alsoIn: /src[\\/]browser[\\/]yieldToInput/,
  notIn: /src[\\/]rules[\\/]iconNames/,
});

const isSharedAppCode = (id: string) =>
  /(site|packages[\\/]ui)[\\/]src[\\/]/.test(id) && !boot.test(id);

export default defineConfig({
  plugins: [
    boot.plugin,
    classicBoot(),
    burmeseFaces(),
    languageCuts(),
    siteWeights(),
    reactRouterProduction(),
    eagerCommonJs(),
    compileHint(),
    react(),
    // Class names from each component's file and position, not from the order modules happen to
    // load in: the prerendered HTML and the hydrating app then agree, and no style is injected
    // twice.
    babel({
      include: /\.tsx?$/,
      plugins: [
        ['babel-plugin-styled-components', { displayName: false, fileName: false, pure: true }],
      ],
    }),
    // The bench's bundle map (scripts/bench/bundle.mjs): what each chunk holds, gzip.
    process.env.BUNDLE_REPORT
      ? visualizer({ filename: process.env.BUNDLE_REPORT, template: 'treemap', gzipSize: true })
      : undefined,
  ],
  // The manifest tells the prerenderer which chunks each page needs, to preload them.
  build: {
    target: 'es2022',
    manifest: true,
    // Font slices and strings stay files: firebase.json's Content-Security-Policy allows fonts and
    // fetches from the site itself (`font-src 'self'`, `connect-src 'self' …`), not data: URIs.
    assetsInlineLimit: (file) => (/\.(woff2?|json)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        assetFileNames: stringsFileNames,
        // A few chunks instead of dozens of tiny ones: fewer requests on a slow network.
        codeSplitting: {
          groups: [
            { name: BOOT_CHUNK, test: boot.test, priority: 3 },
            { name: REACT_CHUNK, test: REACT, priority: 2 },
            { name: LIBRARIES_CHUNK, test: FRAMEWORK, priority: 2 },
            // Libraries fetched apart, by names that say what they are (the fault tests fail
            // them by name).
            { name: 'toasts', test: /node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 2 },
            { name: 'validator', test: /node_modules[\\/]valibot[\\/]/, priority: 2 },
            {
              name: 'shared',
              test: isSharedAppCode,
              minShareCount: 6,
              priority: 1,
            },
            // The modules every page's app evaluates, in two chunks, one for each of main.tsx's
            // steps: the strings' set-up, then the app's own modules (each with what it imports
            // and no other group holds).
            { name: 'i18n', test: /src[\\/]i18n[\\/]i18n\.ts$/, priority: 0.5 },
            { name: 'start', test: /src[\\/]start\.tsx$/, priority: 0.4 },
          ],
        },
      },
    },
  },
  // The site builds the library from its sources (its published package points at dist/).
  resolve: { conditions: ['@portfolio/source', ...defaultClientConditions] },
  ssr: {
    // Bundled: the library from its sources, and styled-components as one module with the app.
    noExternal: true,
    resolve: { conditions: ['@portfolio/source', ...defaultServerConditions] },
  },
  // The 3D scenes' worker is a module worker of its own (src/scenes/scenes.worker.ts).
  worker: { format: 'es' },
  server: { port: 5173 },
});
