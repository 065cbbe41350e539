import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { buildEntries, declarationRoots } from './scripts/entries';

// The published build of @portfolio/ui: ES modules, one file per source module, plus `.d.ts`.
// Inside the monorepo the site, Storybook and the tests read the TypeScript sources instead,
// through the `@portfolio/source` export condition (see package.json and README.md).

const root = dirname(fileURLToPath(import.meta.url));
const src = join(root, 'src');
const dist = join(root, 'dist');

/** Every dependency and peer stays an import: the app installs and dedupes them. */
const externals = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.peerDependencies),
  '@fontsource',
  '@fontsource-variable',
];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Fully specified relative imports (`./theme/index.js`), so that the declarations also resolve
 * for apps on `moduleResolution: "node16"`/`"nodenext"`, not only `"bundler"`.
 */
function withJsExtension(specifier: string, fromFile: string): string {
  if (!specifier.startsWith('.') || /\.(js|json|css)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier.replace(/\.tsx?$/, ''));
  const file = ['.ts', '.tsx'].some((ext) => existsSync(target + ext));
  if (file) return `${specifier.replace(/\.tsx?$/, '')}.js`;
  if (['index.ts', 'index.tsx'].some((name) => existsSync(join(target, name))))
    return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`Cannot map the import '${specifier}' of ${relative(root, fromFile)}`);
}

/** Writes `dist/**\/*.d.ts` with the TypeScript compiler, after the JavaScript. */
function declarations(): Plugin {
  return {
    name: 'portfolio-ui:declarations',
    apply: 'build',
    closeBundle() {
      const configFile = join(root, 'tsconfig.build.json');
      const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
      const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
      const program = ts.createProgram({ rootNames: declarationRoots, options: parsed.options });
      const rewrite: ts.TransformerFactory<ts.SourceFile | ts.Bundle> = (context) => (node) => {
        if (!ts.isSourceFile(node)) return node;
        const fromFile = join(src, relative(dist, node.fileName)).replace(/\.d\.ts$/, '.ts');
        const { factory } = context;
        const visit = (child: ts.Node): ts.Node | undefined => {
          // `import '@fontsource/…css'` is a side effect of the JavaScript, not a type.
          if (
            ts.isImportDeclaration(child) &&
            !child.importClause &&
            ts.isStringLiteral(child.moduleSpecifier) &&
            child.moduleSpecifier.text.endsWith('.css')
          )
            return undefined;
          if (
            (ts.isImportDeclaration(child) || ts.isExportDeclaration(child)) &&
            child.moduleSpecifier &&
            ts.isStringLiteral(child.moduleSpecifier)
          ) {
            const to = factory.createStringLiteral(
              withJsExtension(child.moduleSpecifier.text, fromFile),
            );
            return ts.isImportDeclaration(child)
              ? factory.updateImportDeclaration(
                  child,
                  child.modifiers,
                  child.importClause,
                  to,
                  child.attributes,
                )
              : factory.updateExportDeclaration(
                  child,
                  child.modifiers,
                  child.isTypeOnly,
                  child.exportClause,
                  to,
                  child.attributes,
                );
          }
          if (
            ts.isImportTypeNode(child) &&
            ts.isLiteralTypeNode(child.argument) &&
            ts.isStringLiteral(child.argument.literal)
          ) {
            const to = factory.createLiteralTypeNode(
              factory.createStringLiteral(withJsExtension(child.argument.literal.text, fromFile)),
            );
            return factory.updateImportTypeNode(
              child,
              to,
              child.attributes,
              child.qualifier,
              child.typeArguments,
              child.isTypeOf,
            );
          }
          return ts.visitEachChild(child, visit, context);
        };
        return ts.visitEachChild(node, visit, context);
      };
      const result = program.emit(undefined, undefined, undefined, true, {
        afterDeclarations: [rewrite],
      });
      const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
      if (diagnostics.length > 0) {
        const host: ts.FormatDiagnosticsHost = {
          getCanonicalFileName: (name) => name,
          getCurrentDirectory: () => root,
          getNewLine: () => '\n',
        };
        throw new Error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
      }
    },
  };
}

/**
 * The licences of what the package copies in travel with it: the subset font `clockFont.json`
 * holds, and Lucide's drawings in `iconNodes.ts`.
 */
function copiedWorksLicenses(): Plugin {
  const files = ['three/Clock3D/clockFont.LICENSE.txt', 'components/Icon/lucide.LICENSE.txt'];
  return {
    name: 'portfolio-ui:copied-works-licenses',
    apply: 'build',
    generateBundle() {
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(src, file)) });
    },
  };
}

export default defineConfig({
  plugins: [react(), copiedWorksLicenses(), declarations()],
  build: {
    lib: {
      entry: buildEntries,
      formats: ['es'],
    },
    outDir: dist,
    emptyOutDir: true,
    // Apps minify; readable modules make stack traces and reviews of the package easier.
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      external: isExternal,
      output: {
        // One file per module: with `sideEffects` an app drops every component it does not use.
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
      },
    },
  },
});
