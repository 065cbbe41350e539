import { parseArgs } from 'node:util';
import { embeddedContent } from '../../site/src/content';
import { emptiedFiles, readContentDir, writeContentDir } from './files';
import { applySteps, closeFirestore, connectFromEnv, readFirestore } from './firestoreStore';
import { planImport, type Content } from './plan';
import { validateContent } from './validate';

const USAGE = `Copies the site's content between the embedded module, JSON files and Firestore.

  npm run content -- export <dir> [--from embedded|firestore] [--dry-run] [--allow-empty]
  npm run content -- import <dir> [--dry-run]

export  writes <dir>/<collection>.json from Firestore when one is configured, else from the
        embedded module (site/src/content); --from chooses. Firestore is read from its server:
        when it cannot be reached, nothing is written. A file holding documents is never
        replaced by an empty collection unless --allow-empty says so.
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

interface ExportOptions {
  from: string | undefined;
  dryRun: boolean;
  allowEmpty: boolean;
}

async function exportContent(dir: string, { from, dryRun, allowEmpty }: ExportOptions) {
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
    const emptied = allowEmpty ? [] : await emptiedFiles(dir, content);
    if (emptied.length > 0)
      throw new Error(
        `Nothing was written: ${emptied.join(', ')} would lose all its documents. ` +
          'If the collection is empty on purpose, pass --allow-empty.',
      );
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
    if (!db) console.log('No Firestore is configured: the plan compares with an empty store.');
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
      'allow-empty': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  const [command, dir] = positionals;
  if (values.help) return (console.log(USAGE), 0);
  try {
    if (!dir || (command !== 'export' && command !== 'import')) throw new UsageError(USAGE);
    if (command === 'export')
      await exportContent(dir, {
        from: values.from,
        dryRun: values['dry-run'],
        allowEmpty: values['allow-empty'],
      });
    else await importContent(dir, values['dry-run']);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return error instanceof UsageError ? 2 : 1;
  }
}
