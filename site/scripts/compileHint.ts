import type { Plugin } from 'vite';
import { LIBRARY_CHUNKS } from './librariesChunk';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that opens with it has every function
 * compiled as the file streams in, on a background thread, instead of each on the page's thread
 * the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const hinted = (chunkName: string) => LIBRARY_CHUNKS.includes(chunkName);

/**
 * Puts the hint atop the library chunks, whose code mostly runs while a page hydrates and answers
 * its first tap (compiled lazily, it took the page's thread 50-100 ms at full speed). Other chunks
 * keep V8's lazy default: much of their code never runs on a given page. Added once the chunks are
 * minified, which would drop the comment, and counted in their names' hashes, which by then are set.
 */
export function compileHint(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    applyToEnvironment: ({ config }) => config.consumer === 'client',
    augmentChunkHash: ({ name }) => (hinted(name) ? COMPILE_HINT : undefined),
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && hinted(output.name))
          output.code = `${COMPILE_HINT}\n${output.code}`;
    },
  };
}
