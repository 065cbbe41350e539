// Serves a build as Firebase Hosting does: superstatic (the library behind Firebase's hosting
// emulator) with firebase.json's hosting section: its headers, rewrites, clean URLs and redirects.
//
//   node scripts/hosting/serve.mjs [--port 4173] [--public site/dist] [--connect-src <origin>]…
//
// --connect-src adds an origin to the Content-Security-Policy's connect-src, for a local
// stand-in of an outside service (the bench's sun service, the fault tests' moon service).
import { parseArgs } from 'node:util';
import { server } from 'superstatic';
import { hostingConfig, root, withConnectSources } from './config.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    public: { type: 'string' },
    'connect-src': { type: 'string', multiple: true, default: [] },
  },
});

const hosting = await hostingConfig();
const config = withConnectSources(
  values.public ? { ...hosting, public: values.public } : hosting,
  values['connect-src'],
);
const port = Number(values.port);

server({ cwd: root, config, port, hostname: 'localhost', compression: true }).listen(() =>
  console.log(`Serving ${config.public} as Firebase Hosting would on http://localhost:${port}`),
);
