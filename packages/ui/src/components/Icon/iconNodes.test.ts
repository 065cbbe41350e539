import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import { lucideNode } from '../../../scripts/iconNodes';
import { GLYPH_NAMES } from './glyphNames';
import { Icon } from './Icon';
import { ICON_NODES } from './iconNodes';

/** `sun-medium` → `SunMedium`, lucide-react's component for it. */
const componentName = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** An SVG's attributes (sorted) and drawing, to compare markup whatever the attributes' order. */
function svgOf(markup: string) {
  const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const attributes = svg.getAttributeNames().sort();
  return {
    attributes: attributes.map((name) => `${name}=${svg.getAttribute(name)}`),
    drawing: svg.innerHTML,
  };
}

describe('the icons copied from Lucide', () => {
  it.each(GLYPH_NAMES)('%s is the drawing lucide-react ships', async (name) => {
    expect(ICON_NODES[name]).toEqual(await lucideNode(name));
  });

  it.each([
    ['star', {}],
    ['sun-medium', { size: 28 }],
    ['map-pin', { size: 40, strokeWidth: 1.5, className: 'badge' }],
  ] as const)('%s renders as lucide-react renders it (%o)', (name, props) => {
    const Lucide = lucide[componentName(name) as keyof typeof lucide] as typeof lucide.Star;
    const ours = renderToStaticMarkup(createElement(Icon, { name, ...props }));
    const theirs = renderToStaticMarkup(
      createElement(Lucide, { 'aria-hidden': true, focusable: 'false', ...props }),
    );
    expect(svgOf(ours)).toEqual(svgOf(theirs));
  });
});
