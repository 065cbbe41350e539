// `vite preview` of the Vite app's build on a free port, for the browser checks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { check } from './check.mjs';
import { assert } from './process.mjs';
import { viteBin } from './vite.mjs';

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function waitForAnswer(preview, origin) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    assert(preview.exitCode === null, `vite preview exited ${preview.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    assert(Date.now() < deadline, 'vite preview did not answer within 15 s');
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Serves `app`'s build once it answers: its origin, and `stop` to end the server. */
export async function startPreview(app) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const preview = await check(`vite preview on ${origin}`, async () => {
    const child = spawn(
      process.execPath,
      [viteBin(app), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      { cwd: app, stdio: 'ignore' },
    );
    try {
      await waitForAnswer(child, origin);
    } catch (error) {
      child.kill();
      throw error;
    }
    return child;
  });
  return { origin, stop: () => preview.kill() };
}
