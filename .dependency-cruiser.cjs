/**
 * The import graph's directions (`npm run lint` checks them; `npm run graph` draws them):
 * the library never reaches into the site, and in `site/src` the app sits on top of the
 * screens, which sit on the shared folders.
 */
const SHARED =
  '^site/src/(boot|browser|content|data|i18n|navigation|network|now|scenes|status|toast)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(site/src|packages/ui/src|mocks)/' },
      to: { circular: true },
    },
    {
      name: 'library-knows-no-site',
      comment:
        'The library, its stories and tests and their fixtures in mocks/ import nothing of the site.',
      severity: 'error',
      from: { path: '^(packages/ui/src|mocks)/' },
      to: { path: '^site/' },
    },
    {
      name: 'app-on-top',
      comment: 'Only the entries import app/ (routes, shell, links).',
      severity: 'error',
      from: { path: '^site/src/', pathNot: '^site/src/(app/|start\\.tsx$|entry-server\\.tsx$)' },
      to: { path: '^site/src/app/' },
    },
    {
      name: 'shared-below-screens',
      comment: 'Shared hooks and services import no screen.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^site/src/(app|pages|spaces)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist[^/]*|node_modules|storybook-static)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@portfolio/source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
