import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../site/src/data/content/schema';
import type { Content, Documents } from './plan';

const fileOf = (dir: string, collection: CollectionName) => join(dir, `${collection}.json`);

/** What a file holds instead of an object of documents ("null", "an array", "a number"). */
function notDocuments(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? undefined : `a ${typeof value}`;
}

async function readDocuments(file: string): Promise<Documents> {
  let documents: unknown;
  try {
    documents = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const instead = notDocuments(documents);
  if (instead) throw new Error(`${file}: holds ${instead}, not an object of documents by id.`);
  return documents as Documents;
}

/**
 * One JSON file per collection: `<dir>/<collection>.json`, documents by id. Any other JSON file
 * is refused (a misnamed file would otherwise be left out unnoticed).
 */
export async function readContentDir(dir: string): Promise<Content> {
  const names = new Set(await readdir(dir));
  const unknown = [...names].filter(
    (name) => name.endsWith('.json') && !COLLECTIONS.some((c) => name === `${c}.json`),
  );
  if (unknown.length > 0)
    throw new Error(
      `${unknown.join(', ')}: not a collection of the site (${COLLECTIONS.join(', ')}).`,
    );
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
