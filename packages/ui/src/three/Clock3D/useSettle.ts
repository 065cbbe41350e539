import { useRef, useState, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Object3D } from 'three';
import { useFrameCap } from '../shared/useFrameCap';

type Rotation = [x: number, y: number, z: number];

/** How long the swing lasts (s), and the most frames a second it asks for. */
const SECONDS = 1.1;
const FPS = 30;
/** The longest step (s) of a frame, so that a stalled tab does not end with a jump. */
const MAX_STEP = 0.1;

/**
 * Swings `ref`'s object once from `from` to `to` (easing out) when `wanted` and `live`; frames are
 * asked for only meanwhile. Returns the rotation to render: `from` until the swing has ended, `to`
 * after it, or at once when not `wanted` (reduced motion).
 */
export function useSettle(
  ref: RefObject<Object3D | null>,
  from: Rotation,
  to: Rotation,
  wanted: boolean,
  live: boolean,
): Rotation {
  const [settling, setSettling] = useState(wanted);
  const swinging = settling && wanted;
  const progress = useRef(0);
  useFrameCap(FPS, swinging && live);
  useFrame((_, delta) => {
    const object = ref.current;
    if (!swinging || !object) return;
    progress.current = Math.min(1, progress.current + Math.min(delta, MAX_STEP) / SECONDS);
    const eased = 1 - (1 - progress.current) ** 3;
    object.rotation.set(
      from[0] + (to[0] - from[0]) * eased,
      from[1] + (to[1] - from[1]) * eased,
      from[2] + (to[2] - from[2]) * eased,
    );
    if (progress.current === 1) setSettling(false);
  });
  return swinging ? from : to;
}
