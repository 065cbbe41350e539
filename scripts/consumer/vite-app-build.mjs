// The Vite client app (./fixture): type-checked against the packed declarations, then built.
import { join } from 'node:path';
import { check } from './check.mjs';
import { run } from './process.mjs';
import { runVite } from './vite.mjs';

export async function checkViteAppBuild(app) {
  const tsc = join(app, 'node_modules', 'typescript', 'bin', 'tsc');
  await check('tsc: the app type-checks against the packed declarations', () =>
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app }),
  );
  await check('tsc: the declarations resolve under moduleResolution nodenext', () =>
    run(process.execPath, [tsc, '-p', 'tsconfig.nodenext.json'], { cwd: app }),
  );
  await check('vite build of the app', () => runVite(app, ['build']));
}
