'use client';

import { useMemo } from 'react';
import { GLOBE_TILT, viewGlobe } from '../../rules/globe';
import { SceneFrame } from '../../scene/SceneFrame';
import { GLOBE_DEFAULT_SIZE, SPHERE_RADIUS, type GlobeSize } from '../../scene/sceneSizes';
import { Dots, Drawing, Graticule, Sphere } from './GlobeFallback.styles';

export interface GlobeFallbackProps {
  /** The text alternative of the drawing, e.g. "A globe of dots turning slowly". */
  label: string;
  /** CSS size of the square (numbers are pixels); the same as the 3D globe's. */
  size?: GlobeSize;
  /** The longitude (degrees) that faces the viewer: pass the globe's `initialRotation`. */
  rotation?: number;
}

const R = SPHERE_RADIUS;
const STEP = 5;
/** A few places around the world, marked with dots: [lat0, lon0, lat1, lon1, ...]. */
const PLACES = [
  16.9, 96.2, 1.3, 103.8, 13.8, 100.5, 35.7, 139.7, 37.6, 127, 39.9, 116.4, 28.6, 77.2, 25.2, 55.3,
  -1.3, 36.8, 30, 31.2, 6.5, 3.4, -33.9, 18.4, 51.5, -0.1, 48.9, 2.4, 55.8, 37.6, 40.7, -74, 34,
  -118.2, 19.4, -99.1, -23.5, -46.6, -34.6, -58.4, -33.9, 151.2, -36.8, 174.8, 64.1, -21.9, 61.2,
  -149.9,
];

const fixed = (value: number) => Math.round(value * 10) / 10;

/** An SVG path of the visible part of a line given as [lat, lon] samples. */
function visiblePath(samples: Array<[number, number]>, center: number): string {
  let path = '';
  let drawing = false;
  for (const [lat, lon] of samples) {
    const [x, y, z] = viewGlobe(lat, lon, center, GLOBE_TILT);
    if (z < 0) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${fixed(x * R)} ${fixed(-y * R)}`;
    drawing = true;
  }
  return path;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

function drawGlobe(center: number) {
  const parallels = range(-60, 60, 30).map((lat) =>
    visiblePath(
      range(-180, 180, STEP).map((lon) => [lat, lon]),
      center,
    ),
  );
  const meridians = range(-180, 150, 30).map((lon) =>
    visiblePath(
      range(-90, 90, STEP).map((lat) => [lat, lon]),
      center,
    ),
  );
  const dots = range(0, PLACES.length - 2, 2)
    .map((i) => viewGlobe(PLACES[i] ?? 0, PLACES[i + 1] ?? 0, center, GLOBE_TILT))
    .filter(([, , z]) => z > 0.05)
    .map(([x, y, z]) => ({ cx: fixed(x * R), cy: fixed(-y * R), opacity: fixed(0.4 + 0.6 * z) }));
  return { graticule: [...parallels, ...meridians].filter(Boolean).join(''), dots };
}

/**
 * A static drawing of the globe: the first paint, and the stand-in where WebGL is missing.
 * It takes the same square as `Globe` (from `@portfolio/ui/three`), so swapping them shifts nothing.
 */
export function GlobeFallback({
  label,
  size = GLOBE_DEFAULT_SIZE,
  rotation = 0,
}: GlobeFallbackProps) {
  const { graticule, dots } = useMemo(() => drawGlobe(rotation), [rotation]);
  return (
    <SceneFrame $width={size} $aspect={1} role="img" aria-label={label}>
      <Drawing viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
        <Sphere r={R} />
        <Graticule>
          <path d={graticule} />
        </Graticule>
        <Dots>
          {dots.map(({ cx, cy, opacity }) => (
            <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={2.6} opacity={opacity} />
          ))}
        </Dots>
      </Drawing>
    </SceneFrame>
  );
}
