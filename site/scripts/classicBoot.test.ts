import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { asClassicScript, withSharedBoot } from './classicBoot';

const BOOT_URL = 'https://example.com/assets/boot-abcd1234.js';

/** A page's global scope after a classic script has run in it, and what the script shared. */
function runInPage(script: string) {
  const page = createContext({ URL, document: { currentScript: { src: BOOT_URL } } });
  runInContext(script, page);
  return { page, shared: runInContext('globalThis[Symbol.for("portfolio.boot")]', page) };
}

describe('asClassicScript', () => {
  it('shares the exports under their exported names, with import.meta as its own address', () => {
    const { shared } = runInPage(
      asClassicScript(
        'let e=2;function t(){return e*21}var n=new URL(`x.js`,import.meta.url).href;export{t as A,e as B,n as C};',
        'boot.js',
      ),
    );
    expect(shared.A()).toBe(42);
    expect(shared.B).toBe(2);
    expect(shared.C).toBe('https://example.com/assets/x.js');
  });

  it('keeps its names to itself and runs in strict mode', () => {
    // Sloppy code would make `t` a global; a module's may not.
    const { page } = runInPage(
      asClassicScript('const e=1;try{t=e}catch{}export{e as A};', 'boot.js'),
    );
    expect(Object.keys(page)).toEqual(['URL', 'document']);
  });

  it('refuses a chunk it could not share from', () => {
    expect(() => asClassicScript('import{a}from"./x.js";export{a as A};', 'boot.js')).toThrow(
      /imports/,
    );
    expect(() => asClassicScript('export default 1;', 'boot.js')).toThrow(/default/);
    expect(() => asClassicScript('export const a=1;', 'boot.js')).toThrow(/list of names/);
  });
});

describe('withSharedBoot', () => {
  it('takes what a chunk imports from the boot chunk from what it shares', () => {
    const chunk = withSharedBoot(
      'import{A as e,B as t}from"./boot-abcd1234.js";import{x as n}from"./other-1234abcd.js";export const y=e(t,n);',
      'assets/main.js',
      'boot-abcd1234.js',
    );
    expect(chunk).toBe(
      'const{A:e,B:t}=globalThis[Symbol.for("portfolio.boot")];import{x as n}from"./other-1234abcd.js";export const y=e(t,n);',
    );
  });

  it('drops a bare import of the boot chunk and leaves other chunks alone', () => {
    expect(withSharedBoot('import"./boot-abcd1234.js";f();', 'a.js', 'boot-abcd1234.js')).toBe(
      'f();',
    );
    const other = 'import{A as e}from"./reboot-abcd1234.js";e();';
    expect(withSharedBoot(other, 'a.js', 'boot-abcd1234.js')).toBe(other);
  });

  it('refuses an import it could not keep', () => {
    expect(() =>
      withSharedBoot('import*as e from"./boot-abcd1234.js";', 'a.js', 'boot-abcd1234.js'),
    ).toThrow(/by names/);
    expect(() =>
      withSharedBoot('export{A}from"./boot-abcd1234.js";', 'a.js', 'boot-abcd1234.js'),
    ).toThrow(/re-exports/);
  });
});
