// No internet here: a local copy of the sun service's answer stands in for it, so that
// /spaces/sun is measured as visitors see it (the failure path is covered by the e2e tests).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** Serves the recorded answer on `port`; returns its origin and how to stop it. */
export function startSunStandIn(root, port) {
  const answer = readFileSync(`${root}site/mocks/fixtures/sun-yangon.json`);
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(answer);
  }).listen(port);
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}
