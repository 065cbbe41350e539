import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../site/src/data/content/schema';
import type { Content, Documents } from './plan';

/** One JSON file per collection: `<dir>/<collection>.json`, documents by id. */
export async function readContentDir(dir: string): Promise<Content> {
  const names = new Set(await readdir(dir));
  const content: Content = {};
  for (const collection of COLLECTIONS) {
    const file = `${collection}.json`;
    if (names.has(file))
      content[collection] = JSON.parse(await readFile(join(dir, file), 'utf8')) as Documents;
  }
  return content;
}

export async function writeContentDir(dir: string, content: Content): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [collection, documents] of Object.entries(content) as [CollectionName, Documents][]) {
    const file = join(dir, `${collection}.json`);
    await writeFile(file, `${JSON.stringify(documents, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
