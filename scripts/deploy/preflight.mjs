// firebase.json's predeploy step: `firebase deploy` stops here when what it would deploy
// cannot work (see checks.mjs).
//
//   node scripts/deploy/preflight.mjs rules|hosting
import { readdir, readFile } from 'node:fs/promises';
import { loadEnv } from 'vite';
import { hostingConfig, root } from '../hosting/config.mjs';
import { cspProblem, rulesProblem, serviceWorkerProblem, siteUrlProblem } from './checks.mjs';

const target = process.argv[2];
const problem =
  target === 'rules'
    ? rulesProblem(await readFile(`${root}firestore.rules`, 'utf8'))
    : (siteUrlProblem(process.env) ??
      cspProblem(await hostingConfig(), {
        ...loadEnv('production', `${root}site`),
        ...process.env,
      }) ??
      serviceWorkerProblem(await hostingConfig(), await readdir(`${root}site/dist`)));
if (problem) {
  console.error(`Not deployed: ${problem}`);
  process.exit(1);
}
