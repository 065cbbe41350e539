import { lazy, Suspense, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { ToastToneStyles } from '@portfolio/ui';
import { useToastsWanted } from './toastsWanted';

type Container = { default: ComponentType<ToastContainerProps> };

// The toasts' library comes with the screens that show toasts (through showToast) and is not
// part of what every page needs before it answers.
const ToastContainer = lazy((): Promise<Container> =>
  import('react-toastify').then(
    (toastify) => ({ default: toastify.ToastContainer }),
    (error: unknown) => {
      console.error('The toasts could not be loaded:', error);
      return { default: () => null };
    },
  ),
);

/** Where toasts show, at the bottom centre, in the theme's tones; mounted with the first one. */
export function Toasts({ mode }: { mode: string }) {
  const wanted = useToastsWanted();
  return (
    <>
      <ToastToneStyles />
      {wanted && (
        <Suspense fallback={null}>
          <ToastContainer position="bottom-center" pauseOnHover theme={mode} />
        </Suspense>
      )}
    </>
  );
}
