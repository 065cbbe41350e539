#!/usr/bin/env node
// Visual tests of the Storybook on Chromatic (configuration: chromatic.config.json).
//
// Without CHROMATIC_PROJECT_TOKEN (forks, local runs, CI without the secret) it says so and exits
// 0: visual review is a service of the project's Chromatic account, not a local test. With it, it
// runs the Chromatic CLI installed in the repository; extra arguments are passed through.
//
//   CHROMATIC_PROJECT_TOKEN=… node scripts/chromatic.mjs [chromatic options]

import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so no visual tests were run. ' +
      "Set it to the project's token (Chromatic: Manage > Configure) to build the Storybook " +
      'and compare its stories with the accepted baselines.',
  );
  process.exit(0);
}

// `--no` keeps npx from downloading a Chromatic CLI: the repository pins one that runs on Node 20.
const child = spawn('npx', ['--no', 'chromatic', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Chromatic: could not start the CLI: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
