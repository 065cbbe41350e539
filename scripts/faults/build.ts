// Builds the site as a Firestore-backed deploy is built, into site/dist-faults, for the fault
// tests (site/e2e/faults): a Firebase project and a moon service configured, its pages
// prerendered from Firestore's content. Firestore here is the in-process emulator, seeded
// with the embedded content and one app more, which only the prerender reads; the built site
// talks to firestore.googleapis.com and the moon service, which the tests stand in for.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { embeddedContent } from '../../site/src/content';
import { startEmulator } from '../../site/integration/emulator';
import { applySteps, closeFirestore, connectFromEnv } from '../content/firestoreStore';
import { planImport, type Content } from '../content/plan';
import { FAULTS_BUILD } from './build.config';

const site = fileURLToPath(new URL('../../site/', import.meta.url));

/** Runs a command in site/ without blocking this process, whose emulator the prerender reads. */
const run = (env: NodeJS.ProcessEnv, ...command: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('npx', command, { cwd: site, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited ${code}`)),
    );
  });

const emulator = await startEmulator();
try {
  const env = {
    ...process.env,
    ...FAULTS_BUILD.env,
    FIRESTORE_EMULATOR_HOST: `${emulator.host}:${emulator.port}`,
  };
  const db = await connectFromEnv(env);
  if (!db) throw new Error('The emulator is not configured.');
  const content: Content = {
    ...embeddedContent,
    appgallery: { ...embeddedContent.appgallery, ...FAULTS_BUILD.extraApps },
  };
  await applySteps(db, planImport(content, {}).steps);
  await closeFirestore(db);

  const { outDir } = FAULTS_BUILD;
  await run(env, 'vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir');
  await run(
    env,
    'vite',
    'build',
    '--logLevel',
    'error',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    `${outDir}-server`,
  );
  await run({ ...env, SITE_OUT_DIR: outDir }, 'tsx', 'scripts/prerender.ts');
} finally {
  await emulator.stop();
}
