import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`../src/preact/${file}`, import.meta.url));

/** What each of React's entry points becomes in the site's build. */
const REPLACEMENTS: Record<string, string> = {
  react: shim('react.ts'),
  'react-dom': shim('react.ts'),
  'react-dom/client': shim('client.ts'),
  'react-dom/static': shim('static.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Builds the site (its pages and their prerendering) on Preact's compatibility layer instead of
 * React: the 60 KB gzip of react-dom become 10, which every page fetches before it answers a
 * tap. The components stay React components: Storybook, the tests in jsdom and the library's
 * consumers run them on React. Not the 3D worker: Vite builds it with `worker.plugins`, and
 * react-three-fiber needs React's own reconciler.
 */
export function preactInPlaceOfReact(): Plugin {
  return {
    name: 'preact-in-place-of-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const replacement = REPLACEMENTS[source];
      return replacement
        ? this.resolve(replacement, importer, { ...options, skipSelf: true })
        : null;
    },
  };
}
