import { useEffect } from 'react';
import * as v from 'valibot';
import { getJson } from './http';
import { useAsyncValue } from './useAsyncValue';

export const GLOBE_POINTS_URL = `${import.meta.env.BASE_URL}assets/globe/points.json`;

/** Latitude and longitude pairs, flat: [lat, lon, lat, lon, …]. */
const PointsSchema = v.pipe(
  v.array(v.number()),
  v.check((points) => points.length % 2 === 0, 'an even count of numbers'),
);

export async function loadGlobePoints(url = GLOBE_POINTS_URL): Promise<number[]> {
  return v.parse(PointsSchema, await getJson(url));
}

/**
 * The globe's points, fetched only once `enabled` (WebGL is there). Undefined until they
 * arrive, and for good if they cannot be had: the page keeps its static drawing then.
 */
export function useGlobePoints(enabled: boolean): number[] | undefined {
  const points = useAsyncValue(loadGlobePoints, enabled ? GLOBE_POINTS_URL : null);
  const error = points.status === 'error' ? points.error : undefined;
  useEffect(() => {
    if (error) console.warn('The globe keeps its drawing: its points could not be loaded.', error);
  }, [error]);
  return points.status === 'ready' ? points.value : undefined;
}
