import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the official Firestore emulator's JAR is installed, by whom. */
const KNOWN_JARS = [
  // The Google Cloud CLI's Debian package google-cloud-cli-firestore-emulator.
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];
/** Where `firebase setup:emulators:firestore` (firebase-tools) downloads it. */
const FIREBASE_TOOLS_CACHE = join(homedir(), '.cache/firebase/emulators');
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const HOW_TO_INSTALL =
  'The Firestore rules are evaluated by the official Firestore emulator, which needs Java 11 or ' +
  'later and its JAR: install the Google Cloud CLI package google-cloud-cli-firestore-emulator, ' +
  'or run `npx firebase-tools setup:emulators:firestore`, or set FIRESTORE_EMULATOR_JAR to the JAR.';

function findJar(env = process.env): string | undefined {
  if (env.FIRESTORE_EMULATOR_JAR) return env.FIRESTORE_EMULATOR_JAR;
  const downloaded = existsSync(FIREBASE_TOOLS_CACHE)
    ? readdirSync(FIREBASE_TOOLS_CACHE)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .map((name) => join(FIREBASE_TOOLS_CACHE, name))
    : [];
  return [...KNOWN_JARS, ...downloaded].find((jar) => existsSync(jar));
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

export interface OfficialEmulator {
  host: string;
  port: number;
  stop(): void;
}

/** The official Firestore emulator on a free local port, once it says it is running. */
export async function startOfficialEmulator(): Promise<OfficialEmulator> {
  const jar = findJar();
  if (!jar) throw new Error(`No Firestore emulator JAR was found. ${HOW_TO_INSTALL}`);
  const host = '127.0.0.1';
  const port = await freePort();
  const java = spawn(
    'java',
    ['-Duser.language=en', '-cp', jar, MAIN_CLASS, 'start', `--host=${host}`, `--port=${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev App Server is now running')) resolve();
    };
    java.stdout.on('data', read);
    java.stderr.on('data', read);
    java.on('error', (error) => reject(new Error(`${error.message}. ${HOW_TO_INSTALL}`)));
    java.on('exit', (code) =>
      reject(new Error(`The Firestore emulator exited (${code}):\n${output}\n${HOW_TO_INSTALL}`)),
    );
  });
  return { host, port, stop: () => java.kill() };
}
