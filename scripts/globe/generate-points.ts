/**
 * Writes the landing page globe's dots: the land points of a Fibonacci-sphere lattice, as a flat
 * JSON array `[lat0, lon0, lat1, lon1, ...]` in degrees rounded to one decimal, formatted by
 * Prettier.
 *
 *   npx tsx scripts/globe/generate-points.ts [--lattice 13000] [--out site/public/assets/globe/points.json]
 *
 * The library's stories draw the same globe from a fixture of their own (they know nothing of the
 * site):
 *
 *   npx tsx scripts/globe/generate-points.ts --out mocks/fixtures/globe-points.json
 *
 * The output is deterministic: the same lattice size always writes the same file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { geoContains } from 'd3-geo';
import { format, resolveConfig } from 'prettier';
import { feature } from 'topojson-client';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SITE_POINTS = 'site/public/assets/globe/points.json';

/** Lattice points over the whole sphere; about 29% of them fall on land. */
const DEFAULT_LATTICE = 13_000;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** `count` nearly evenly spread `[lat, lon]` pairs (degrees) on the sphere. */
function fibonacciSphere(count: number): Array<[lat: number, lon: number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    const y = 1 - (2 * (i + 0.5)) / count;
    const lat = (Math.asin(y) * 180) / Math.PI;
    const turn = ((i * GOLDEN_ANGLE) / (2 * Math.PI)) % 1;
    pairs.push([lat, turn * 360 - 180]);
  }
  return pairs;
}

type Topology = Parameters<typeof feature>[0];

const round1 = (value: number) => Math.round(value * 10) / 10 || 0;

function loadLand() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/land-110m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error(`${file} has no "land" object`);
  return feature(topology, land);
}

async function main() {
  const { values } = parseArgs({
    options: { lattice: { type: 'string' }, out: { type: 'string' } },
  });
  const output = resolve(root, values.out ?? SITE_POINTS);
  const lattice = Number(values.lattice ?? DEFAULT_LATTICE);
  if (!Number.isInteger(lattice) || lattice < 100) throw new Error('--lattice: a whole number');

  const land = loadLand();
  const points: number[] = [];
  for (const [lat, lon] of fibonacciSphere(lattice)) {
    if (geoContains(land, [lon, lat])) points.push(round1(lat), round1(lon));
  }

  mkdirSync(dirname(output), { recursive: true });
  // Formatted as the repository's `prettier --check .` expects.
  const options = await resolveConfig(output);
  const json = await format(JSON.stringify(points), { ...options, filepath: output });
  writeFileSync(output, json);
  const kb = (Buffer.byteLength(json) / 1024).toFixed(1);
  console.log(`${points.length / 2} land points of ${lattice} -> ${output} (${kb} KB)`);
}

await main();
