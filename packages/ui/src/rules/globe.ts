/** A point in 3D space as `[x, y, z]`. */
export type Vector3Tuple = [x: number, y: number, z: number];

const DEG = Math.PI / 180;

/**
 * Places a latitude/longitude (degrees) on a sphere of `radius` centred on the origin.
 * `+y` is the north pole, `(lat 0, lon 0)` faces the viewer on `+z` and east is `+x`, so a
 * positive turn about `y` spins the globe the way the Earth turns.
 */
export function latLonToVector(lat: number, lon: number, radius: number): Vector3Tuple {
  const cosLat = Math.cos(lat * DEG);
  return [
    radius * cosLat * Math.sin(lon * DEG),
    radius * Math.sin(lat * DEG),
    radius * cosLat * Math.cos(lon * DEG),
  ];
}

/**
 * Turns a flat `[lat0, lon0, lat1, lon1, ...]` list into the `[x0, y0, z0, x1, ...]` positions
 * of a point cloud. A trailing unpaired value is ignored.
 */
export function pointsToPositions(points: ReadonlyArray<number>, radius: number): Float32Array {
  const count = Math.floor(points.length / 2);
  const positions = new Float32Array(count * 3);
  for (let i = 0; i < count; i += 1) {
    const [x, y, z] = latLonToVector(points[2 * i] ?? 0, points[2 * i + 1] ?? 0, radius);
    positions[3 * i] = x;
    positions[3 * i + 1] = y;
    positions[3 * i + 2] = z;
  }
  return positions;
}

/** How far the north pole leans toward the viewer, in degrees (the globe and its drawing). */
export const GLOBE_TILT = 20;

/**
 * Where a latitude/longitude lands on a unit globe turned so that `centerLon` faces the viewer
 * and tilted by `tilt` degrees (north toward the viewer). `x` is right, `y` up, and `z > 0`
 * means the point is on the visible side.
 */
export function viewGlobe(lat: number, lon: number, centerLon: number, tilt: number): Vector3Tuple {
  const [x, y, z] = latLonToVector(lat, lon - centerLon, 1);
  const cos = Math.cos(tilt * DEG);
  const sin = Math.sin(tilt * DEG);
  return [x, y * cos - z * sin, y * sin + z * cos];
}
