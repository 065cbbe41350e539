import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../site/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker, and the site's public files (the globe's points) for page stories.
  staticDirs: ['./public', '../site/public'],
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Prop tables and descriptions come from the library's own project: the root tsconfig.json
    // does not list packages/ui/src, and docgen skips files outside the project it reads.
    reactDocgenTypescriptOptions: { tsconfigPath: './packages/ui/tsconfig.json' },
  },
  core: { disableTelemetry: true },
  // Stories (and the story tests, which reuse this) render @portfolio/ui from its TypeScript
  // sources, not from its published build in dist/ (see packages/ui/package.json `exports`).
  viteFinal: (config) =>
    mergeConfig(config, {
      resolve: { conditions: ['@portfolio/source', ...defaultClientConditions] },
    }),
};

export default config;
