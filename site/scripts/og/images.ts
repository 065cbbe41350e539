import { readFile } from 'node:fs/promises';
import { ICON_NODES, isIconName, type IconName, type IconNode } from '@portfolio/ui';

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The brand mark: the site's own favicon (a gold star on the night blue). */
export async function brandMark(): Promise<string> {
  return dataUri(await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8'));
}

/** The drawing of one of the library's icons (an unknown name, say from content, gets the
 * sparkle, as with the library's `Icon`). */
export const iconNodes = (name: string): IconNode =>
  ICON_NODES[isIconName(name) ? name : 'sparkles'];

const escapeXml = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const toSvg = ([tag, attributes]: IconNode[number]): string => {
  const attrs = Object.entries(attributes)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${tag}${attrs}></${tag}>`;
};

/** The icon as an SVG image, stroked the way the library's `Icon` draws it (Lucide's defaults). */
export function iconImage(name: IconName, color: string): string {
  const body = iconNodes(name).map(toSvg).join('');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${escapeXml(color)}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`,
  );
}
