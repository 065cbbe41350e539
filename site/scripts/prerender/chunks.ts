import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

export const readViteManifest = async (dist: string) =>
  JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;

/** The chunks a module needs, itself first: fetched with the app so hydration need not wait. */
export function chunksOf(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}
