'use client';

import type { ReactNode, RefObject } from 'react';
import { GlobeFallback } from '../../components/GlobeFallback/GlobeFallback';
import { SceneErrorBoundary } from '../shared/SceneErrorBoundary';
import { SceneFrame } from '../../scene/SceneFrame';
import type { GlobeSize } from '../../scene/sceneSizes';
import { GlobeBackdrop } from './GlobeBackdrop';

interface GlobeHostProps {
  frame: RefObject<HTMLDivElement | null>;
  label: string;
  size: GlobeSize;
  initialRotation: number;
  /** The globe's drawing failed (e.g. no WebGL context after all): the still drawing instead. */
  failed?: boolean;
  /** The canvas, or what holds it. */
  children?: ReactNode;
}

/** The globe's box, text alternative and backdrop; the still drawing should the canvas fail. */
export function GlobeHost({
  frame,
  label,
  size,
  initialRotation,
  failed,
  children,
}: GlobeHostProps) {
  const fallback = <GlobeFallback label={label} size={size} rotation={initialRotation} />;
  if (failed) return fallback;
  return (
    <SceneErrorBoundary fallback={fallback}>
      <SceneFrame ref={frame} $width={size} $aspect={1} role="img" aria-label={label}>
        <GlobeBackdrop />
        {children}
      </SceneFrame>
    </SceneErrorBoundary>
  );
}
