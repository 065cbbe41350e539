// What a server gets from the installed package: every entry imports and the components render in
// plain Node ESM (./fixture/server/render.mjs), and the client components keep the 'use client'
// that a React Server Components host needs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './check.mjs';
import { assert, run } from './process.mjs';
import { hasServerStyles } from './server-styles.mjs';

export function checkNodeRender(app) {
  return check(
    'Node ESM: every entry imports and the components render on the server',
    async () => {
      const { entries, html, styles } = JSON.parse(
        await run(process.execPath, ['server/render.mjs'], { cwd: app }),
      );
      for (const [entry, exports] of Object.entries(entries))
        assert(exports > 0, `${entry} exports nothing under Node`);
      for (const text of ['Skip to content', 'Server host', 'Rose', 'First tab', 'Try another'])
        assert(html.includes(text), `the server's HTML lacks "${text}"`);
      assert(hasServerStyles(styles), 'ServerStyleSheet collected no styles');
    },
  );
}

export function checkClientDirectives(app) {
  return check(
    "client components keep 'use client'; tokens and rules stay server-safe",
    async () => {
      const dist = join(app, 'node_modules', '@portfolio', 'ui', 'dist');
      const startsWithUseClient = async (file) =>
        (await readFile(join(dist, file), 'utf8')).startsWith('"use client"');
      for (const file of ['components/Navbar/Navbar.js', 'three/Globe/Globe.js'])
        assert(await startsWithUseClient(file), `${file} lost its 'use client'`);
      for (const file of ['theme/tokens.js', 'rules/index.js'])
        assert(!(await startsWithUseClient(file)), `${file} is marked 'use client'`);
    },
  );
}
