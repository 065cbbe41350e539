import { VisuallyHidden } from '../VisuallyHidden';
import { Busy } from './Loading.styles';

export interface LoadingProps {
  /** What screen readers hear while the ellipsis shows, e.g. "Loading…". */
  label: string;
}

/** An ellipsis inside an `aria-busy` region, shown while content is on its way. */
export function Loading({ label }: LoadingProps) {
  return (
    <Busy role="status" aria-busy="true">
      <span aria-hidden="true">…</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Busy>
  );
}
