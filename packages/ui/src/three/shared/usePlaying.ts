import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageVisible = () => document.visibilityState !== 'hidden';

/** Whether the page is shown: false while the tab is hidden. */
function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeToVisibility, pageVisible, () => true);
}

/** Whether any part of `ref`'s element is on screen (true where IntersectionObserver is missing). */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/** Whether an animation in `ref`'s element should play: wanted, on screen and the tab shown. */
export function usePlaying(ref: RefObject<Element | null>, wanted: boolean): boolean {
  const onScreen = useOnScreen(ref);
  const visible = usePageVisible();
  return wanted && onScreen && visible;
}
