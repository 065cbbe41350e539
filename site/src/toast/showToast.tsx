import { ToastMessage, toastToneClass } from '@portfolio/ui';
import { showPlainToast } from './PlainToast';
import { toastify } from './toastify';
import type { ToastContent } from './toastContent';
import { wantToasts } from './toastsWanted';

/** Shows a message at the bottom centre (see the container in the shell); a new one replaces an old twin. */
export function showToast(content: ToastContent) {
  const { title, message, tone } = content;
  wantToasts();
  toastify().then(
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
