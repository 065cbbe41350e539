// The consumer app's own Vite, run by Node.
import { join } from 'node:path';
import { run } from './process.mjs';

export const viteBin = (app) => join(app, 'node_modules', 'vite', 'bin', 'vite.js');

export const runVite = (app, viteArgs) =>
  run(process.execPath, [viteBin(app), ...viteArgs], { cwd: app });
