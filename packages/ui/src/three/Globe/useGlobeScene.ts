import { useMemo, useRef } from 'react';
import { useTheme } from 'styled-components';
import type { GlobeSceneProps } from './GlobeScene';
import { usePlaying } from './usePlaying';

interface GlobeSceneOptions {
  points: ReadonlyArray<number>;
  paused: boolean;
  initialRotation: number;
  reducedMotion: boolean;
}

/**
 * The globe scene's props, the same whether the page or a worker draws it: the theme's colour,
 * and turning only while wanted, on screen and in a shown tab (watched on `frame`).
 */
export function useGlobeScene({
  points,
  paused,
  initialRotation,
  reducedMotion,
}: GlobeSceneOptions) {
  const color = useTheme().color.accent;
  const frame = useRef<HTMLDivElement>(null);
  const spinning = usePlaying(frame, !paused && !reducedMotion);
  const scene = useMemo<GlobeSceneProps>(
    () => ({ points, color, initialRotation, spinning }),
    [points, color, initialRotation, spinning],
  );
  return { frame, scene };
}
