import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../site/src/data/content/schema';
import type { Content, Documents } from './plan';

const fileOf = (dir: string, collection: CollectionName) => join(dir, `${collection}.json`);

async function readDocuments(file: string): Promise<Documents> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Documents;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** One JSON file per collection: `<dir>/<collection>.json`, documents by id. */
export async function readContentDir(dir: string): Promise<Content> {
  const names = new Set(await readdir(dir));
  const content: Content = {};
  for (const collection of COLLECTIONS) {
    if (names.has(`${collection}.json`))
      content[collection] = await readDocuments(fileOf(dir, collection));
  }
  return content;
}

/** The files of `dir` that hold documents and that `content` would replace with none. */
export async function emptiedFiles(dir: string, content: Content): Promise<string[]> {
  const names = new Set(await readdir(dir).catch(() => []));
  const emptied: string[] = [];
  for (const [collection, documents] of Object.entries(content) as [CollectionName, Documents][]) {
    const file = fileOf(dir, collection);
    if (Object.keys(documents).length > 0 || !names.has(`${collection}.json`)) continue;
    if (Object.keys(await readDocuments(file)).length > 0) emptied.push(file);
  }
  return emptied;
}

export async function writeContentDir(dir: string, content: Content): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [collection, documents] of Object.entries(content) as [CollectionName, Documents][]) {
    const file = fileOf(dir, collection);
    await writeFile(file, `${JSON.stringify(documents, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
