'use client';

import { Component, type ReactNode } from 'react';

interface SceneErrorBoundaryProps {
  /** Shown instead of the scene when it fails, e.g. when no WebGL context can be made after all. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing 3D canvas (the globe's, the clock's) from taking the page down with it. */
export class SceneErrorBoundary extends Component<SceneErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
