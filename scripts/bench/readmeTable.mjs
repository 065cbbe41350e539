import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from '../../site/src/i18n/languages.ts';
import { localizedPath } from '../../site/src/i18n/languagePaths.ts';
import { ROUTES } from './budgets.mjs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const HEADER = [
  'route',
  'preset',
  'perf',
  'a11y',
  'best practices',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'transfer KB',
  'faces KB',
  'initial JS KB gzip',
  'hydration JS KB gzip',
];

const cells = (row) => [
  `\`${row.route}\``,
  row.preset,
  row.scores.performance,
  row.scores.accessibility,
  row.scores['best-practices'],
  row.scores.seo,
  row.lcpMs,
  row.tbtMs,
  row.cls,
  row.transferKb,
  row.fontKb,
  row.initialJsKb,
  row.hydrationJsKb,
];

const line = (values) => `| ${values.join(' | ')} |`;

/** A route in every language on one line: mobile score, LCP and faces, desktop score. */
function languagesTable(rows) {
  const find = (route, preset) => rows.find((row) => row.route === route && row.preset === preset);
  const cell = (route) => {
    const mobile = find(route, 'mobile');
    const desktop = find(route, 'desktop');
    if (!mobile) return '';
    return `${mobile.scores.performance} · ${mobile.lcpMs} ms · ${mobile.fontKb} KB · ${desktop?.scores.performance ?? ''}`;
  };
  return [
    line(['route', ...LANGUAGES]),
    line(['---', ...LANGUAGES.map(() => '---')]),
    ...ROUTES.map((route) =>
      line([`\`${route}\``, ...LANGUAGES.map((language) => cell(localizedPath(language, route)))]),
    ),
  ];
}

/** The report as Markdown tables, with its date and verdict. */
export function markdown({ date, rows, broken, lazy3dChunks, bootChunk }) {
  const chunks = lazy3dChunks.map(({ file, kb }) => `${file.split('-')[0]} ${kb.toFixed(1)}`);
  return [
    `Latest full run: ${date.slice(0, 10)}, ${broken.length ? `${broken.length} budget${broken.length === 1 ? '' : 's'} broken` : 'every budget holds'}; boot chunk ${bootChunk.kb.toFixed(1)} KB gzip; lazy 3D chunks (KB gzip): ${chunks.join(', ')}.`,
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.filter((row) => ROUTES.includes(row.route)).map((row) => line(cells(row))),
    '',
    'Every route in the four languages: mobile performance · LCP · faces fetched · desktop performance.',
    '',
    ...languagesTable(rows),
  ].join('\n');
}

/** Replaces the table between the bench markers of `readme` with this report's. */
export function writeReadmeTable(readme, report) {
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${readme} has no ${START} … ${END} section.`);
  writeFileSync(
    readme,
    `${text.slice(0, start + START.length)}\n${markdown(report)}\n${text.slice(end)}`,
  );
}
