import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package maps every import to its development build, in any mode (its
 * development warnings on in every visitor's browser): see remix-run/react-router#12532 and
 * #14102. A build takes its production build instead, as it does React's.
 */
export function reactRouterProduction(): Plugin {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  const dist = join(dirname(pkg), 'dist', 'production');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
