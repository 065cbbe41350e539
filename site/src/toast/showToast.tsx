import { ToastMessage, toastToneClass, type ToastTone } from '@portfolio/ui';
import { toastify } from './toastify';
import { wantToasts } from './toastsWanted';

export interface ToastContent {
  title: string;
  message: string;
  tone?: ToastTone;
}

/** Shows a message at the bottom centre (see the container in the shell); a new one replaces an old twin. */
export function showToast({ title, message, tone }: ToastContent) {
  wantToasts();
  toastify().then(
    ({ toast }) =>
      toast(<ToastMessage title={title} message={message} />, {
        toastId: `${title}|${message}`,
        ...(tone ? { className: toastToneClass(tone) } : {}),
      }),
    (error: unknown) => console.error('The toast could not be shown:', error),
  );
}
