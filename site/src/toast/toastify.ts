import type * as Toastify from 'react-toastify';
import { valueStore } from '../browser/valueStore';

let loading: Promise<typeof Toastify> | undefined;
const arrived = valueStore<typeof Toastify | undefined>(undefined);

/**
 * The toasts' library, fetched once: by the container when the page is idle, by the first toast
 * if that comes sooner, or as a toast screen's code arrives (fetchToastsAhead). It is not part of
 * what a page needs before it answers. No deadline here: a library that arrives late still serves
 * the toasts after it; each toast sets its own (see showToast) and shows plainly if the library
 * is not there by then (see PlainToast).
 */
export function toastify() {
  loading ??= import('react-toastify').then((library) => {
    arrived.set(library);
    return library;
  });
  return loading;
}

/**
 * The toasts' library once it has arrived, to render without suspending: React holds back what a
 * Suspense boundary reveals for 300 ms after its fallback, which a toast tapped before the app
 * had started waited for. Undefined before, as while hydrating.
 */
export const useArrivedToastify = arrived.use;

/**
 * For a screen whose taps answer with toasts, called as its code is evaluated: a tap made before
 * the app was there is replayed once the page has hydrated, and its toast then waits for nothing
 * more. (A failure here is the first toast's to report.)
 */
export function fetchToastsAhead(): void {
  if (typeof document !== 'undefined') toastify().catch(() => undefined);
}
