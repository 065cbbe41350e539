import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { ToastToneStyles } from '@portfolio/ui';
import { whenIdle } from '../browser/whenIdle';
import { PlainToast } from './PlainToast';
import { toastify } from './toastify';
import { useToastsWanted, wantToasts } from './toastsWanted';

type Container = { default: ComponentType<ToastContainerProps> };

const ToastContainer = lazy((): Promise<Container> =>
  toastify().then(
    (library) => ({ default: library.ToastContainer }),
    (error: unknown) => {
      console.error('The toasts could not be loaded:', error);
      return { default: () => null };
    },
  ),
);

/**
 * Where toasts show, at the bottom centre, in the site's design (its colours follow the theme's
 * mode through CSS variables, see ToastToneStyles). Mounted once the page is idle
 * after hydration, so a later tap's toast only has to render, or with the first toast if that
 * comes sooner (a tap replayed at hydration).
 */
export function Toasts() {
  const wanted = useToastsWanted();
  useEffect(() => void whenIdle(wantToasts), []);
  return (
    <>
      <ToastToneStyles />
      <PlainToast />
      {wanted && (
        <Suspense fallback={null}>
          <ToastContainer position="bottom-center" pauseOnHover />
        </Suspense>
      )}
    </>
  );
}
