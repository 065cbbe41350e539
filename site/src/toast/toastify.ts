import type * as Toastify from 'react-toastify';
import { PATIENCE_MS, withDeadline } from '../network/deadline';

let loading: Promise<typeof Toastify> | undefined;

/**
 * The toasts' library, fetched once: by the container when the page is idle, or by the first
 * toast if that comes sooner. It is not part of what a page needs before it answers. Should it
 * fail, toasts show plainly for the rest of the visit (see PlainToast).
 */
export function toastify() {
  loading ??= withDeadline(import('react-toastify'), PATIENCE_MS, 'The toasts’ library');
  return loading;
}
