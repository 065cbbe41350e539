'use client';

import { useLayoutEffect, useMemo, useRef } from 'react';
import { extend, useFrame, useThree } from '@react-three/fiber';
import type { PerspectiveCamera, Points } from 'three';
import { GLOBE_TILT, pointsToPositions } from '../../rules/globe';
import { DotMaterial } from './dotMaterial';
import { useFrameCap } from '../shared/useFrameCap';

export interface GlobeSceneProps {
  /** Flat `[lat0, lon0, lat1, lon1, ...]` in degrees. */
  points: ReadonlyArray<number>;
  /** CSS colour of the dots. */
  color: string;
  /** The longitude (degrees) facing the viewer at first. */
  initialRotation: number;
  /** Whether the globe turns; when false no frames are asked for. */
  spinning: boolean;
}

const DEG = Math.PI / 180;
/** Radians a second: one turn in about 50 s. */
const SPEED = 0.125;
/** The most frames a second the globe asks for. */
const FPS = 30;
/** The longest step (s) a frame may turn, so that a pause does not end with a jump. */
const MAX_STEP = 0.1;

const DotMaterialElement = extend(DotMaterial);

/** The dots of the globe as one `THREE.Points`, tilted and turning about the polar axis. */
export function GlobeScene({ points, color, initialRotation, spinning }: GlobeSceneProps) {
  const ref = useRef<Points>(null);
  const invalidate = useThree((state) => state.invalidate);
  const positions = useMemo(() => pointsToPositions(points, 1), [points]);
  const material = useRef<DotMaterial>(null);

  useLayoutEffect(() => {
    material.current?.uniforms.uColor.value.set(color);
    invalidate();
  }, [color, invalidate]);

  useLayoutEffect(() => {
    if (ref.current) ref.current.rotation.y = -initialRotation * DEG;
    invalidate();
  }, [initialRotation, invalidate]);

  useFrameCap(FPS, spinning);

  useFrame((state, delta) => {
    const { fov } = state.camera as PerspectiveCamera;
    const pixelsPerUnit =
      (state.size.height * state.viewport.dpr) / (2 * Math.tan((fov * DEG) / 2));
    if (material.current) material.current.uniforms.uPixelsPerUnit.value = pixelsPerUnit;
    if (spinning && ref.current) ref.current.rotation.y += Math.min(delta, MAX_STEP) * SPEED;
  });

  return (
    <group rotation-x={GLOBE_TILT * DEG}>
      <points ref={ref} frustumCulled={false}>
        <bufferGeometry>
          <bufferAttribute attach="attributes-position" args={[positions, 3]} />
        </bufferGeometry>
        <DotMaterialElement ref={material} />
      </points>
    </group>
  );
}
