import type { Plugin } from 'vite';
import { tokens } from '../../packages/ui/src/theme/tokens';
import { codeRanges } from '../src/i18n/unicodeRanges';
import { faceCut } from './faceCut';

/** The variable faces' stylesheets (Inter, JetBrains Mono): every weight from 100 to 900. */
const STYLESHEET = /@fontsource-variable[\\/][^\\/]+[\\/]wght\.css$/;
const FACE = /@font-face\s*{[^}]*}/g;
const { regular, bold } = tokens.font.weight;

/**
 * The variable faces cut down to the weights the site draws text in (the theme's regular and
 * bold, and those between): Inter's Latin file, behind each page's cut of it, is 30 KB instead
 * of 48. Each file keeps its characters, so every rule keeps its unicode-range.
 */
export function siteWeights(): Plugin {
  const weights = { wght: { min: regular, max: bold, default: regular } };
  return {
    name: 'site-weights',
    enforce: 'pre',
    async transform(css, id) {
      if (!STYLESHEET.test(id)) return undefined;
      const rules = await Promise.all(
        [...css.matchAll(FACE)].map(async ([rule]) => {
          const file = /url\((\.\/files\/[^)]+\.woff2)\)/.exec(rule)?.[1];
          const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
          if (!file || !range) throw new Error(`${id} no longer declares its faces as expected.`);
          const cut = await faceCut(id, file, {
            keep: codeRanges(range),
            options: { variationAxes: weights },
            name: (face) => `${face}-${regular}-${bold}`,
          });
          return rule
            .replace(file, cut)
            .replace(/font-weight:\s*\d+ \d+;/, `font-weight: ${regular} ${bold};`);
        }),
      );
      return rules.join('\n');
    },
  };
}
