import { describe, expect, it } from 'vitest';
import { eagerWrappers } from './eagerCommonJs';

describe('eagerWrappers', () => {
  it('turns each CommonJS wrapper into a function expression, its parameters and body kept', () => {
    const chunk = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.a = () => 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = require_a();',
      '}));',
    ].join('\n');
    const eager = eagerWrappers(chunk);
    expect(eager).toBe(
      chunk
        .replace('__commonJSMin(((exports) => {', '__commonJSMin((function(exports) {')
        .replace(
          '__commonJSMin(((exports, module) => {',
          '__commonJSMin((function(exports, module) {',
        ),
    );
    // The result still runs: the closing `}));` suits both forms.
    const __commonJSMin = (wrapper: (exports: object, module: { exports: object }) => void) => {
      let module: { exports: object } | undefined;
      return () => {
        if (!module) wrapper((module = { exports: {} }).exports, module);
        return module.exports;
      };
    };
    const run = new Function('__commonJSMin', `${eager}\nreturn require_b();`);
    expect((run(__commonJSMin) as { a: () => number }).a()).toBe(1);
  });

  it('leaves other arrow functions alone', () => {
    const code = 'const f = ((x) => {\n\treturn x;\n});';
    expect(eagerWrappers(code)).toBe(code);
  });
});
