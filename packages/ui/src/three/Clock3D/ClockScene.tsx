'use client';

import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { Group, Mesh } from 'three';
import type { ClockColors, ClockPart } from '../../scene/clockColors';
import { buildClockGlyphs, glyphAt } from './clockGlyphs';
import { useClockMaterials } from './clockMaterials';
import { useSettle } from './useSettle';

export interface ClockSceneProps {
  /** The time shown, 'HH:MM:SS'. */
  digits: string;
  /** CSS colours of the parts and of the background behind them. */
  colors: ClockColors;
  /** Whether frames may be drawn: false while the clock is off screen or the tab hidden. */
  live: boolean;
  /** Whether the clock swings gently into place when it first shows (not under reduced motion). */
  settle: boolean;
}

/** The width of the row of digits in world units (the camera is set for it). */
export const ROW_WIDTH = 4;

/** The resting tilt (radians): leaning back, its right end turned a little toward the viewer. */
const REST: [number, number, number] = [-0.26, -0.16, 0];
/** Perspective draws the nearer right end wider: the row moves left this much to look centred. */
const SHIFT_X = -0.08;
/** Where the swing into place starts. */
const START: [number, number, number] = [-0.1, -0.52, 0];

const PART: ClockPart[] = [
  'digits',
  'digits',
  'colons',
  'digits',
  'digits',
  'colons',
  'seconds',
  'seconds',
];

/**
 * The clock's eight glyphs, extruded and tilted. A new time swaps the meshes' geometries (all
 * built once) and asks for one frame; nothing is drawn between ticks except the first swing.
 */
export function ClockScene({ digits, colors, live, settle }: ClockSceneProps) {
  const invalidate = useThree((state) => state.invalidate);
  const glyphs = useMemo(() => buildClockGlyphs(), []);
  const materials = useClockMaterials(colors, invalidate);
  const meshes = useRef<Array<Mesh | null>>([]);
  const tilt = useRef<Group>(null);
  const rotation = useSettle(tilt, START, REST, settle, live);

  useEffect(() => () => glyphs.geometries.forEach((geometry) => geometry.dispose()), [glyphs]);

  useLayoutEffect(() => {
    meshes.current.forEach((mesh, cell) => {
      const geometry = glyphs.geometries[glyphAt(digits, cell)];
      if (mesh && geometry) mesh.geometry = geometry;
    });
    if (live) invalidate();
  }, [digits, glyphs, live, invalidate]);

  // Made once: the ticking re-renders this scene but never re-creates its meshes.
  const row = useMemo(
    () =>
      glyphs.cells.map((x, cell) => (
        <mesh
          key={cell}
          ref={(mesh) => {
            meshes.current[cell] = mesh;
          }}
          position-x={x}
          material={materials[PART[cell] ?? 'digits']}
        />
      )),
    [glyphs, materials],
  );

  return (
    <>
      <ambientLight intensity={1.7} />
      <directionalLight position={[-1.5, 2.5, 4]} intensity={2.1} />
      <group ref={tilt} position-x={SHIFT_X} rotation={rotation}>
        <group scale={ROW_WIDTH / glyphs.width}>{row}</group>
      </group>
    </>
  );
}
