import type { Language } from '../../src/i18n/languages';
import {
  APP_PRELOADS_ID,
  languagePreloadsId,
  TOASTS_PRELOADS_ID,
} from '../../src/network/heldPreloads';

const moduleLinks = (files: string[], priority: 'high' | 'low') =>
  files.map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="${priority}" />`);

const stringsPreloads = (strings: string[], priority: 'high' | 'low') =>
  strings.map(
    (url) =>
      `<link rel="preload" as="fetch" href="${url}" crossorigin fetchpriority="${priority}" />`,
  );

/**
 * The links that fetch what a page's app needs to answer: the app's and the screen's chunks and
 * the language's strings, the sets the page shows (at high priority on a page without HTML of
 * its own, which needs its app at once).
 */
export const appPreloadTags = (files: string[], strings: string[], priority: 'high' | 'low') => [
  ...moduleLinks(files, priority),
  ...stringsPreloads(strings, priority),
];

/**
 * A prerendered page's links, at low priority. The libraries' chunks, half the app and the
 * longest to arrive, are fetched at once (`early`, placed beside the boot script's link), so that a
 * tap at the first paint is not left waiting for it on a slow network (held until the paint, such
 * a tap waited 0.5 s longer for its answer). The rest waits in an inert template until the page's
 * first contentful paint is on screen (src/network/heldPreloads.ts), so that the first paint shares
 * the network with as little as it can: Lighthouse counts every request that ends before it into
 * its estimate of the page's largest paint. The faces of what the page may show later (a
 * toast's words, `laterFaces`) come with the app. The toasts' library of a page whose taps answer
 * with toasts waits in a template of its own until the app is wanted (see boot.ts).
 */
export function prerenderedAppPreloads(
  files: string[],
  strings: string[],
  libraryFiles: string[],
  toasts: string[],
  laterFaces: string[],
): { early: string[]; held: string[] } {
  const isLibraries = (file: string) => libraryFiles.includes(file);
  const app = [
    ...appPreloadTags(
      files.filter((file) => !isLibraries(file)),
      strings,
      'low',
    ),
    ...laterFaces,
  ];
  return {
    early: moduleLinks(files.filter(isLibraries), 'low'),
    held: [
      `<template id="${APP_PRELOADS_ID}">${app.join('')}</template>`,
      ...(toasts.length
        ? [`<template id="${TOASTS_PRELOADS_ID}">${moduleLinks(toasts, 'low').join('')}</template>`]
        : []),
    ],
  };
}

/**
 * For each language the visitor may choose on a page, what choosing it fetches: its strings and
 * the faces of the page's text in it (its cut faces, or the files of the slices that carry most
 * of it). Held in an inert template until it is chosen before the app is there
 * (src/boot/earlyLanguage.ts), so that the faces do not wait for their stylesheet to be fetched
 * first.
 */
export const languageSwitchPreloads = (
  choices: { language: Language; faceTags: string[] }[],
  stringsIn: (language: Language) => string[],
) =>
  choices.map(
    ({ language, faceTags }) =>
      `<template id="${languagePreloadsId(language)}">${[...stringsPreloads(stringsIn(language), 'high'), ...faceTags].join('')}</template>`,
  );
