import type { TestProject } from 'vitest/node';
import { startEmulator } from './emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulator: { host: string; port: number };
  }
}

/** One Firestore emulator for the whole run, on a free port, in the main Vitest process. */
export default async function setup(project: TestProject) {
  const emulator = await startEmulator({ port: 0 });
  project.provide('firestoreEmulator', { host: emulator.host, port: emulator.port });
  return () => emulator.stop();
}
