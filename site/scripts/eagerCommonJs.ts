import type { Plugin } from 'vite';

/** Rolldown's wrapper of a CommonJS module: a parenthesised arrow function, called when required. */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

/** The wrapper as a function expression: the same parameters, body and closing `})`. */
export const eagerWrappers = (code: string): string =>
  code.replace(ARROW_WRAPPER, '__commonJSMin((function($1) {');

/**
 * V8 compiles a function expression in parentheses as its script is streamed, off the main
 * thread, expecting it to be called at once; it does not do so for an arrow function. Rolldown
 * wraps each CommonJS module in a parenthesised arrow, so react-dom's 190 KB wrapper was
 * compiled on the main thread when the app first required it: a task of 150-200 ms under 4x CPU
 * on /me, where a tap at first paint waited. As function expressions, that task takes 50-90 ms.
 * The wrappers are called plainly in a module's strict code, so `this` is undefined in both
 * forms.
 */
export function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(code, chunk) {
      const eager = eagerWrappers(code);
      // Should Rolldown write its wrappers otherwise, say so rather than go on compiling lazily.
      if (/__commonJSMin\(\(\(/.test(eager))
        this.warn(`${chunk.fileName}: a CommonJS wrapper left as an arrow function`);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
