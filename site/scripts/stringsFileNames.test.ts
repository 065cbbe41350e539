import { describe, expect, it } from 'vitest';
import type { PreRenderedAsset } from 'rolldown';
import { stringsFileNames } from './stringsFileNames';

const asset = (originalFileNames: string[]) => ({ originalFileNames }) as PreRenderedAsset;

describe('stringsFileNames', () => {
  it.each([
    ['src/i18n/strings/my.json', 'assets/i18n/[name]-[hash][extname]'],
    ['src/i18n/strings/legal/my.json', 'assets/i18n/legal/[name]-[hash][extname]'],
    ['src/assets/photo.json', 'assets/[name]-[hash][extname]'],
    ['../node_modules/@fontsource/noto-sans-sc/files/x.woff2', 'assets/[name]-[hash][extname]'],
  ])('writes %s as %s', (source, name) => {
    expect(stringsFileNames(asset([source]))).toBe(name);
  });
});
