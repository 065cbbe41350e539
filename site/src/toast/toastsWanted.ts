import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toast container: the first toast mounts it (toasts shown before it are queued). */
export function wantToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a toast has been asked for yet; false while hydrating, as on the server. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
