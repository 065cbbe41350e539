import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.strict,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The boot script shares its modules' exports with the app as values, once (a classic
    // script, see site/scripts/classicBoot.ts): none of the site's may be a variable.
    files: ['site/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: 'Export a constant: the boot script shares values, not variables.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['site/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // One-way imports: the library never reaches into the site or the mocks.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['site/*', '**/site/**', '**/mocks/**', 'i18next', 'react-i18next'] },
      ],
    },
  },
  {
    // The library's stories and tests use the fixtures in mocks/, which know nothing of the site.
    files: ['packages/ui/src/**/*.{stories,test}.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['site/*', '**/site/**'] }] },
  },
  {
    // The app (routes and shell) sits on top: only the site's two entries import it.
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: ['site/src/app/**', 'site/src/start.tsx', 'site/src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*'], message: 'Only the entries import app/.' }] },
      ],
    },
  },
  {
    // Build scripts and tests read the registries in navigation/, never the app's own modules.
    files: ['site/scripts/**', 'site/e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/app/*'], message: 'Read navigation/ instead.' }] },
      ],
    },
  },
  {
    // Shared hooks and services serve the screens and never reach into one.
    files: [
      'site/src/{boot,browser,content,data,i18n,navigation,network,now,scenes,status,toast}/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/pages/*', '**/spaces/*'],
              message: 'Shared code does not import a screen.',
            },
          ],
        },
      ],
    },
  },
  {
    // The boot script is all the JavaScript a page loads up front: the boot chunk holds what it
    // imports (site/vite.config.ts) and its size is a bench budget. What it may import is listed.
    files: ['site/src/boot/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Its own modules, the translations' keys it shows, and these few.
              regex: String.raw`^(?!\./|\.\./i18n/strings/\w+\.json$|@portfolio/ui/fonts$|\.\./(${[
                'browser/(afterFirstPaint|afterNextPaint|storage|whenIdle)',
                'i18n/(earlyChoice|languages|languagePaths|scriptFaces)',
                'network/(deadline|heldPreloads)',
                'now/(facts|fill)',
                'seo/themeColor',
                'main',
              ].join('|')})$)`,
              message:
                'The boot chunk holds all that boot/ imports: see its list in eslint.config.js.',
            },
          ],
        },
      ],
    },
  },
);
