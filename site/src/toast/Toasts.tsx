import { useDeferredValue, useEffect } from 'react';
import { ToastToneStyles } from '@portfolio/ui';
import { GlobalStylesOnce } from '../browser/GlobalStylesOnce';
import { whenIdle } from '../browser/whenIdle';
import { PlainToast } from './PlainToast';
import { toastify, useArrivedToastify } from './toastify';
import { useToastsWanted, wantToasts } from './toastsWanted';

/**
 * Where toasts show, at the bottom centre, in the site's design (its colours follow the theme's
 * mode through CSS variables, see ToastToneStyles). Mounted once the page is idle
 * after hydration, so a later tap's toast only has to render, or with the first toast if that
 * comes sooner (a tap replayed at hydration). Its mounting waits for input (deferred): it takes a
 * slow phone's thread for 60 ms.
 */
export function Toasts() {
  const wanted = useDeferredValue(useToastsWanted());
  const library = useDeferredValue(useArrivedToastify());
  useEffect(() => void whenIdle(wantToasts), []);
  useEffect(() => {
    if (wanted)
      toastify().catch((error: unknown) => console.error('The toasts could not be loaded:', error));
  }, [wanted]);
  return (
    <>
      <GlobalStylesOnce>
        <ToastToneStyles />
      </GlobalStylesOnce>
      <PlainToast />
      {wanted && library && <library.ToastContainer position="bottom-center" pauseOnHover />}
    </>
  );
}
