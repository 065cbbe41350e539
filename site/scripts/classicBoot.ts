import { parseSync, Visitor, type ESTree, type Plugin, type Rolldown } from 'vite';
import { BOOT_SCRIPT_ID } from '../src/boot/bootScript';
import { BOOT_CHUNK } from './bootChunk';

/**
 * Where the boot script leaves what it shares with the app: a global, as a classic script has no
 * exports.
 */
const SHARED = 'globalThis[Symbol.for("portfolio.boot")]';
/** What `import.meta` becomes in a classic script (the preload helper asks it for its URL). */
const META = '$bootMeta$';

interface Edit {
  start: number;
  end: number;
  text: string;
}

function edited(code: string, edits: Edit[]): string {
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}

const nameOf = (node: ESTree.ModuleExportName) =>
  node.type === 'Identifier' ? node.name : String(node.value);

/**
 * The boot chunk as a classic script: its body in a strict function of its own, `import.meta` as
 * the script's own address, and its exports, instead, in SHARED. The app's chunks take them from
 * there once it has run (before any of them: it imports the app). No export may be reassigned
 * (ESLint forbids exported variables), as the app takes each value once.
 */
export function asClassicScript(code: string, file: string): string {
  const { program, errors } = parseSync(file, code, { sourceType: 'module' });
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  const edits: Edit[] = [];
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportDefaultDeclaration':
        throw new Error(`${file}: the boot chunk imports, re-exports or has a default export.`);
      case 'ExportNamedDeclaration': {
        if (statement.declaration || statement.source)
          throw new Error(`${file}: the boot chunk exports other than by a list of names.`);
        const shared = statement.specifiers.map(
          (specifier) => `${nameOf(specifier.exported)}:${nameOf(specifier.local)}`,
        );
        edits.push({ start: statement.start, end: statement.end, text: `${SHARED}={${shared}};` });
      }
    }
  }
  new Visitor({
    MetaProperty(node) {
      edits.push({ start: node.start, end: node.end, text: META });
    },
  }).visit(program);
  return `(()=>{"use strict";const ${META}={url:document.currentScript.src};\n${edited(code, edits)}\n})();\n`;
}

/** A chunk's `code` with its imports from the boot chunk (`bootFile`) taken from what it shares. */
export function withSharedBoot(code: string, file: string, bootFile: string): string {
  const { program } = parseSync(file, code, { sourceType: 'module' });
  const fromBoot = (source: ESTree.StringLiteral | null | undefined) =>
    source?.value.endsWith(`/${bootFile}`);
  const edits: Edit[] = [];
  for (const statement of program.body) {
    if (
      (statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration') &&
      fromBoot(statement.source)
    )
      throw new Error(`${file} re-exports the boot chunk.`);
    if (statement.type !== 'ImportDeclaration' || !fromBoot(statement.source)) continue;
    const names = statement.specifiers.map((specifier) => {
      if (specifier.type !== 'ImportSpecifier')
        throw new Error(`${file} imports the boot chunk other than by names.`);
      return `${nameOf(specifier.imported)}:${specifier.local.name}`;
    });
    edits.push({
      start: statement.start,
      end: statement.end,
      text: names.length ? `const{${names}}=${SHARED};` : '',
    });
  }
  return edited(code, edits);
}

/** The boot chunk's file, by the name the build gives it. */
const BOOT_FILE = new RegExp(`(^|/)${BOOT_CHUNK}-[\\w-]{8}\\.js$`);

function bootChunkIn(bundle: Rolldown.OutputBundle = {}): Rolldown.OutputChunk {
  const boot = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && chunk.name === BOOT_CHUNK,
  );
  if (boot?.type !== 'chunk') throw new Error('No boot chunk in the bundle.');
  return boot;
}

/**
 * The boot chunk (see bootChunk.ts) as a deferred classic script that blocks rendering,
 * fetched at high priority: Lighthouse's simulation of a page's first paint counts only classic
 * scripts' evaluation as blocking it (see README, Performance). Its entry goes (Vite links the
 * chunk itself, without the module preload polyfill, which every browser the site supports has no
 * need of), and the app's chunks take what it shares from a global.
 */
export function classicBoot(): Plugin {
  return {
    name: 'classic-boot',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({
      build: {
        modulePreload: {
          polyfill: false,
          // The boot script has run before any of the app's chunks: never fetched as a module.
          resolveDependencies: (_, dependencies) =>
            dependencies.filter((file) => !BOOT_FILE.test(file)),
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = bootChunkIn(bundle);
        const tag = `<script type="module" crossorigin src="/${boot.fileName}"></script>`;
        if (!html.includes(tag)) throw new Error(`The page does not load ${boot.fileName} alone.`);
        return html.replace(
          tag,
          `<script id="${BOOT_SCRIPT_ID}" defer blocking="render" fetchpriority="high" src="/${boot.fileName}"></script>`,
        );
      },
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const boot = bootChunkIn(bundle);
        const file = boot.fileName.split('/').pop() ?? '';
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk !== boot && chunk.imports.includes(boot.fileName))
            chunk.code = withSharedBoot(chunk.code, chunk.fileName, file);
        boot.code = asClassicScript(boot.code, boot.fileName);
      },
    },
  };
}
