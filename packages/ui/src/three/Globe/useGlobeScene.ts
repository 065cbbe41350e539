import { useMemo, useRef } from 'react';
import { useConcreteTheme } from '../../theme/ThemeProvider';
import { usePlaying } from '../shared/usePlaying';
import { GLOBE_DEFAULT_SIZE } from '../../scene/sceneSizes';
import type { GlobeProps } from './globeProps';
import type { GlobeSceneProps } from './GlobeScene';

/**
 * The globe scene's props, the same whether the page or a worker draws it: the theme's colour,
 * and turning only while wanted, on screen and in a shown tab (watched on `frame`); and its
 * host's, with the props' defaults.
 */
export function useGlobeScene({
  points,
  label,
  size = GLOBE_DEFAULT_SIZE,
  paused = false,
  initialRotation = 0,
  reducedMotion = false,
}: GlobeProps) {
  const color = useConcreteTheme().color.accent;
  const frame = useRef<HTMLDivElement>(null);
  const spinning = usePlaying(frame, !paused && !reducedMotion);
  const scene = useMemo<GlobeSceneProps>(
    () => ({ points, color, initialRotation, spinning }),
    [points, color, initialRotation, spinning],
  );
  return { frame, scene, host: { label, size, initialRotation } };
}
