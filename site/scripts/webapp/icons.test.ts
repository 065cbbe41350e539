// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { darkTheme } from '@portfolio/ui';
import { describe, expect, it } from 'vitest';
import { renderIcons, writeIcons } from './icons';
import type { Raster } from '../images/resvg';

const icons = await renderIcons();
const icon = (file: string) => icons.find(({ spec }) => spec.file === file)?.raster as Raster;
const alpha = ({ pixels, width }: Raster, x: number, y: number) => pixels[(y * width + x) * 4 + 3];

/** How far from the centre, as a share of the width, the gold star reaches. */
function starReach({ pixels, width, height }: Raster): number {
  let reach = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    // Gold has far more red than blue; the background has less.
    if ((pixels[i] ?? 0) - (pixels[i + 2] ?? 0) < 100) continue;
    const x = ((i / 4) % width) + 0.5 - width / 2;
    const y = Math.floor(i / 4 / width) + 0.5 - height / 2;
    reach = Math.max(reach, Math.hypot(x, y) / width);
  }
  return reach;
}

describe('the web app icons', () => {
  it('come in the sizes asked for', () => {
    expect(icons.map(({ raster }) => raster.width)).toEqual([192, 512, 512, 180, 48]);
    expect(icons.every(({ raster }) => raster.width === raster.height)).toBe(true);
  });

  it('keep the favicon’s rounded corners for "any", and fill the corners otherwise', () => {
    expect(alpha(icon('icon-192.png'), 0, 0)).toBe(0);
    expect(alpha(icon('favicon-48.png'), 0, 0)).toBe(0);
    expect(alpha(icon('icon-maskable-512.png'), 0, 0)).toBe(255);
    const apple = icon('apple-touch-icon.png');
    expect(apple.pixels.every((value, i) => i % 4 !== 3 || value === 255)).toBe(true);
  });

  it('keep the maskable star well inside the safe circle (a 40 % radius)', () => {
    expect(starReach(icon('icon-maskable-512.png'))).toBeLessThan(0.32);
  });

  it('draw the favicon on the theme’s background, so a full-bleed icon shows no seam', async () => {
    const favicon = await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(favicon).toContain(`fill="${darkTheme.color.background}"`);
  });

  it('are written as PNG files, the manifest listing all but the Apple one and the favicon', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'webapp-'));
    try {
      const entries = await writeIcons(dist);
      expect(entries.map(({ src, purpose }) => `${src} ${purpose}`)).toEqual([
        '/icons/icon-192.png any',
        '/icons/icon-512.png any',
        '/icons/icon-maskable-512.png maskable',
      ]);
      expect((await readdir(join(dist, 'icons'))).sort()).toHaveLength(5);
      const png = await readFile(join(dist, 'icons/apple-touch-icon.png'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await rm(dist, { recursive: true });
    }
  });
});
