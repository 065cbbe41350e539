import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Color, MeshLambertMaterial } from 'three';
import type { ClockColors, ClockPart } from '../../scene/clockColors';

/** The materials of a part: its faces, then its extruded sides (an extruded geometry's groups). */
export type ClockMaterials = Record<
  ClockPart,
  [faces: MeshLambertMaterial, sides: MeshLambertMaterial]
>;

const PARTS: ClockPart[] = ['digits', 'colons', 'seconds'];
/** How far a part's sides are mixed toward the background: depth that reads in both themes. */
const SIDE_FADE = 0.42;

const pair = (): [MeshLambertMaterial, MeshLambertMaterial] => [
  new MeshLambertMaterial(),
  new MeshLambertMaterial(),
];

/** The six materials of the clock, made once, coloured from the theme, disposed on unmount. */
export function useClockMaterials(colors: ClockColors, invalidate: () => void): ClockMaterials {
  const materials = useMemo(() => ({ digits: pair(), colons: pair(), seconds: pair() }), []);

  useLayoutEffect(() => {
    const background = new Color(colors.background);
    for (const part of PARTS) {
      const [faces, sides] = materials[part];
      faces.color.set(colors[part]);
      sides.color.copy(faces.color).lerp(background, SIDE_FADE);
    }
    invalidate();
  }, [materials, colors, invalidate]);

  useEffect(
    () => () => PARTS.forEach((part) => materials[part].forEach((material) => material.dispose())),
    [materials],
  );
  return materials;
}
