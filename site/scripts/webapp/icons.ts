import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { darkTheme } from '@portfolio/ui';
import { encodePng } from '../images/png';
import { rasterize, type Raster } from '../images/resvg';

/** An entry of the manifest's `icons`. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface IconSpec {
  file: string;
  size: number;
  /** The favicon's share of the icon's width. */
  scale: number;
  /** Painted edge to edge in the background colour: no transparent rounded corners. */
  fullBleed: boolean;
  /** Its purpose in the manifest; none for the Apple icon and the favicon, linked from the page. */
  purpose?: ManifestIcon['purpose'];
}

/** Served from `/icons/`; the names carry no hash, so they must not be cached as immutable. */
export const ICONS_PATH = '/icons';
export const APPLE_TOUCH_ICON = `${ICONS_PATH}/apple-touch-icon.png`;
/**
 * The page's icon, a PNG: a browser fetches and decodes a page's icon in the page's own process,
 * and an SVG one is a document of its own to build (20-30 ms of the main thread after the load,
 * 80-130 under 4x CPU, just when a visitor may tap). 48 px is the tab's 16 px on a 3x screen.
 */
export const FAVICON_PNG = { path: `${ICONS_PATH}/favicon-48.png`, size: 48 };

export const ICON_SPECS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, scale: 1, fullBleed: false, purpose: 'any' },
  { file: 'icon-512.png', size: 512, scale: 1, fullBleed: false, purpose: 'any' },
  // The star reaches 35 % of the favicon's width from its centre; at 80 % it reaches 28 %, inside
  // the 40 % safe circle with room to spare for launchers that mask tighter than the spec.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, fullBleed: true, purpose: 'maskable' },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, scale: 1, fullBleed: true },
  { file: 'favicon-48.png', size: FAVICON_PNG.size, scale: 1, fullBleed: false },
];

const FAVICON = new URL('../../public/favicon.svg', import.meta.url);

/** The brand's star on the dark background; its square is the same colour, so no seam shows. */
export function iconSvg(favicon: string, { size, scale, fullBleed }: IconSpec): string {
  const inner = size * scale;
  const offset = (size - inner) / 2;
  const background = fullBleed
    ? `<rect width="${size}" height="${size}" fill="${darkTheme.color.background}"/>`
    : '';
  const href = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${background}` +
    `<image href="${href}" x="${offset}" y="${offset}" width="${inner}" height="${inner}"/></svg>`
  );
}

export async function renderIcons(): Promise<{ spec: IconSpec; raster: Raster }[]> {
  const favicon = await readFile(FAVICON, 'utf8');
  return Promise.all(
    ICON_SPECS.map(async (spec) => ({ spec, raster: await rasterize(iconSvg(favicon, spec)) })),
  );
}

/** Writes the icons into `<distDir>/icons/` and returns the manifest's entries for them. */
export async function writeIcons(distDir: string): Promise<ManifestIcon[]> {
  const dir = join(distDir, ICONS_PATH);
  await mkdir(dir, { recursive: true });
  const icons: ManifestIcon[] = [];
  for (const { spec, raster } of await renderIcons()) {
    await writeFile(
      join(dir, spec.file),
      await encodePng(raster.pixels, raster.width, raster.height),
    );
    if (spec.purpose) {
      const { size, purpose } = spec;
      icons.push({
        src: `${ICONS_PATH}/${spec.file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      });
    }
  }
  return icons;
}
