'use client';

import { VisuallyHidden } from '../VisuallyHidden';
import { Busy, type LoadingSize } from './Loading.styles';

export interface LoadingProps {
  /** What screen readers hear while the ellipsis shows, e.g. "Loading…". */
  label: string;
  /**
   * `block` (default): a large ellipsis standing for a whole section. `line`: a paragraph's
   * worth, where one line of text will come, so that nothing moves when it does.
   */
  size?: LoadingSize;
}

/** An ellipsis inside an `aria-busy` region, shown while content is on its way. */
export function Loading({ label, size = 'block' }: LoadingProps) {
  return (
    <Busy role="status" aria-busy="true" $size={size}>
      <span aria-hidden="true">…</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Busy>
  );
}
