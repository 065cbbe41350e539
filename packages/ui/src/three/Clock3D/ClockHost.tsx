'use client';

import type { ReactNode, RefObject } from 'react';
import { ClockFallback } from '../../components/ClockFallback/ClockFallback';
import { SceneErrorBoundary } from '../shared/SceneErrorBoundary';
import { SceneFrame } from '../../scene/SceneFrame';
import { CLOCK_ASPECT, type ClockSize } from '../../scene/sceneSizes';

interface ClockHostProps {
  frame: RefObject<HTMLDivElement | null>;
  time: Date;
  label: string;
  size: ClockSize;
  /** The clock's drawing failed (e.g. no WebGL context after all): the flat clock instead. */
  failed?: boolean;
  /** The canvas, or what holds it. */
  children?: ReactNode;
}

/** The clock's box and text alternative; the flat clock should the canvas fail. */
export function ClockHost({ frame, time, label, size, failed, children }: ClockHostProps) {
  const fallback = <ClockFallback time={time} label={label} size={size} />;
  if (failed) return fallback;
  return (
    <SceneErrorBoundary fallback={fallback}>
      <SceneFrame ref={frame} $width={size} $aspect={CLOCK_ASPECT} role="img" aria-label={label}>
        {children}
      </SceneFrame>
    </SceneErrorBoundary>
  );
}
