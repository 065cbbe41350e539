import { readFile } from 'node:fs/promises';
import { icons, isIconName, type IconName } from '@portfolio/ui';

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The brand mark: the site's own favicon (a gold star on the night blue). */
export async function brandMark(): Promise<string> {
  return dataUri(await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8'));
}

/** An element of a Lucide icon: tag, attributes, and perhaps children. */
type IconNode = [string, Record<string, string | number>, IconNode[]?];

/**
 * The drawing of one of the library's icons (an unknown name, say from content, gets the sparkle,
 * as with the library's `Icon`). Each is a Lucide component, a forwardRef whose render function
 * (no hooks) makes an element carrying the icon's data: called directly, it needs no React DOM.
 */
export function iconNodes(name: IconName): IconNode[] {
  const component = icons[isIconName(name) ? name : 'sparkles'] as unknown as {
    render?: (props: object, ref: null) => unknown;
  };
  const element = component.render?.({}, null) as
    { props?: { icon?: { node?: IconNode[] }; iconNode?: IconNode[] } } | undefined;
  const nodes = element?.props?.icon?.node ?? element?.props?.iconNode;
  if (!Array.isArray(nodes) || nodes.length === 0) {
    throw new Error(`Cannot read the drawing of icon "${name}": has lucide-react changed?`);
  }
  return nodes;
}

const escapeXml = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const toSvg = ([tag, attributes, children = []]: IconNode): string => {
  const attrs = Object.entries(attributes)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${tag}${attrs}>${children.map(toSvg).join('')}</${tag}>`;
};

/** The icon as an SVG image, stroked the way the library's `Icon` draws it (Lucide's defaults). */
export function iconImage(name: IconName, color: string): string {
  const body = iconNodes(name).map(toSvg).join('');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${escapeXml(color)}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`,
  );
}
