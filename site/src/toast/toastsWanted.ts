import { valueStore } from '../browser/valueStore';

const wanted = valueStore(false);

/** Asks for the toast container: the first toast mounts it (toasts shown before it are queued). */
export const wantToasts = () => wanted.set(true);

/** Whether a toast has been asked for yet; false while hydrating, as on the server. */
export const useToastsWanted = wanted.use;
