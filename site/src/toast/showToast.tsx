import { toast } from 'react-toastify';
import { ToastMessage, toastToneClass, type ToastTone } from '@portfolio/ui';
import { wantToasts } from './toastsWanted';

export interface ToastContent {
  title: string;
  message: string;
  tone?: ToastTone;
}

/** Shows a message at the bottom centre (see the container in the shell); a new one replaces an old twin. */
export function showToast({ title, message, tone }: ToastContent) {
  wantToasts();
  toast(<ToastMessage title={title} message={message} />, {
    toastId: `${title}|${message}`,
    ...(tone ? { className: toastToneClass(tone) } : {}),
  });
}
