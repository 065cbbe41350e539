'use client';

import { Component, type ReactNode } from 'react';

interface GlobeErrorBoundaryProps {
  /** Shown instead of the globe when it fails, e.g. when no WebGL context can be made after all. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing 3D canvas from taking the page down with it. */
export class GlobeErrorBoundary extends Component<GlobeErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
