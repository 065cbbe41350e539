import { parseArgs } from 'node:util';
import { embeddedContent } from '../../site/src/content';
import { readContentDir, writeContentDir } from './files';
import { applySteps, closeFirestore, connectFromEnv, readFirestore } from './firestoreStore';
import { planImport, type Content } from './plan';
import { validateContent } from './validate';

const USAGE = `Copies the site's content between the embedded module, JSON files and Firestore.

  npm run content -- export <dir> [--from embedded|firestore] [--dry-run]
  npm run content -- import <dir> [--dry-run]

export  writes <dir>/<collection>.json from Firestore when one is configured, else from the
        embedded module (site/src/content); --from chooses.
import  validates <dir>/*.json and writes new and changed documents to Firestore by their ids
        (running it twice changes nothing). --dry-run only prints the plan.

Firestore: VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY, or FIRESTORE_EMULATOR_HOST;
FIREBASE_OWNER_EMAIL and FIREBASE_OWNER_PASSWORD sign in for writes.`;

class UsageError extends Error {}

function checked(content: Content): Content {
  const { content: valid, invalid } = validateContent(content);
  if (invalid > 0)
    throw new Error(
      `${invalid} document(s) are invalid (see the warnings above); nothing was written.`,
    );
  return valid;
}

async function exportContent(dir: string, from: string | undefined, dryRun: boolean) {
  const db = from === 'embedded' ? undefined : await connectFromEnv();
  if (from === 'firestore' && !db)
    throw new UsageError('--from firestore needs a configured Firestore.');
  try {
    const content = checked(db ? await readFirestore(db) : (embeddedContent as Content));
    const counts = Object.entries(content).map(
      ([name, docs]) => `${name} ${Object.keys(docs).length}`,
    );
    console.log(`Export from ${db ? 'Firestore' : 'the embedded content'}: ${counts.join(', ')}`);
    if (dryRun) return console.log('Dry run: no files written.');
    for (const file of await writeContentDir(dir, content)) console.log(`wrote ${file}`);
  } finally {
    if (db) await closeFirestore(db);
  }
}

async function importContent(dir: string, dryRun: boolean) {
  const content = checked(await readContentDir(dir));
  const db = await connectFromEnv();
  if (!db && !dryRun) throw new UsageError('import needs a configured Firestore (see --help).');
  try {
    const { steps, unchanged } = planImport(content, db ? await readFirestore(db) : {});
    for (const step of steps) console.log(`${step.action} ${step.collection}/${step.id}`);
    console.log(`${steps.length} to write, ${unchanged} unchanged.`);
    if (dryRun || !db) return console.log('Dry run: nothing written.');
    await applySteps(db, steps);
    console.log('Done.');
  } finally {
    if (db) await closeFirestore(db);
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      from: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, dir] = positionals;
  if (values.help) return (console.log(USAGE), 0);
  try {
    if (!dir || (command !== 'export' && command !== 'import')) throw new UsageError(USAGE);
    if (command === 'export') await exportContent(dir, values.from, values['dry-run']);
    else await importContent(dir, values['dry-run']);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return error instanceof UsageError ? 2 : 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await main(process.argv.slice(2));
