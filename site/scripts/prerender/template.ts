import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../src/i18n/languages';
import { serverI18nIn } from '../../src/i18n/serverI18n';
import { BOOT_SCRIPT_ID } from '../../src/boot/bootScript';
import { beforePaintTags } from './beforePaint';
import { escapeHtml } from './head';

/**
 * The font faces' small stylesheet, inlined: one render-blocking request less. Its link stays,
 * disabled (never fetched), for Vite's loader to find: a screen's chunk that needs the stylesheet
 * would otherwise add it again, fetching it and declaring its faces after the page's own (the
 * cuts that must come last, see latinFace.ts).
 */
async function inlineStylesheets(dist: string, html: string): Promise<string> {
  let inlined = html;
  for (const [link, href = ''] of html.matchAll(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
  )) {
    const css = await readFile(join(dist, href), 'utf8');
    inlined = inlined.replace(
      link,
      () => `<style>${css}</style>\n    <link rel="stylesheet" href="/${href}" disabled />`,
    );
  }
  return inlined;
}

/**
 * The boot script (scripts/classicBoot.ts). It blocks rendering until it has run (it is small,
 * cached for a year and the page's only eager script): it sends a visitor to their language's
 * address and fills in what follows the current time, so the first paint already shows it. Like
 * a stylesheet in the head, a boot script that never arrives would hold the first paint; browsers
 * without `blocking` paint the blanks a moment before.
 */
const BOOT_SCRIPT = new RegExp(`<script id="${BOOT_SCRIPT_ID}" [^>]*></script>`);

/**
 * The page with `links` right after the boot script's: found by the browser's first look at the
 * head, before the page's styles and head tags (which a slow phone parses for a while).
 */
export function withLinksAfterBoot(document: string, links: string[]): string {
  if (!BOOT_SCRIPT.test(document)) throw new Error('The page has no boot script.');
  return document.replace(BOOT_SCRIPT, (script) => [script, ...links].join('\n    '));
}

/** Vite's page, ready to take each page's head and HTML. */
export async function pageTemplate(dist: string): Promise<string> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  return inlineStylesheets(dist, html);
}

/** The template with `<div id="root">` given attributes and HTML, and something before it. */
export const withRoot = (document: string, attributes: string, html = '', before = '') =>
  // Functions, not strings, as replacements: content may hold `$&` and the like.
  document.replace(
    '<div id="root"></div>',
    () => `${before}<div id="root"${attributes ? ` ${attributes}` : ''}>${html}</div>`,
  );

/**
 * The template in `language`, with `head` (Vite's title and description give way to the page's),
 * first what it does before it paints.
 */
export const inLanguage = (template: string, language: Language, head: string[]) =>
  template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('<html lang="en"', `<html lang="${language}"`)
    .replace('<meta charset="UTF-8" />', (charset) =>
      [charset, ...beforePaintTags(language)].join('\n    '),
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(serverI18nIn(language).t('page_meta.noscript'))}</noscript>`,
    )
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
