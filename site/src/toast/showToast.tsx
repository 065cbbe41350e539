import { ToastMessage, toastToneClass } from '@portfolio/ui';
import { PATIENCE_MS, withDeadline } from '../network/deadline';
import { showPlainToast } from './PlainToast';
import { toastify } from './toastify';
import type { ToastContent } from './toastContent';
import { wantToasts } from './toastsWanted';

/**
 * Shows a message at the bottom centre (see the container in the shell); a new one replaces an
 * old twin. Without the toasts' library within the deadline, it shows plainly.
 */
export function showToast(content: ToastContent) {
  const { title, message, tone } = content;
  wantToasts();
  withDeadline(toastify(), PATIENCE_MS, 'The toasts’ library').then(
    ({ toast }) =>
      toast(<ToastMessage title={title} message={message} />, {
        toastId: `${title}|${message}`,
        ...(tone ? { className: toastToneClass(tone) } : {}),
      }),
    (error: unknown) => {
      console.warn('A toast shown without its library:', error);
      showPlainToast(content);
    },
  );
}
