import { Suspense, useEffect } from 'react';

function Mark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Marks `<html data-hydrated>` once the whole page responds to input (the boot script stops
 * holding input then; tests wait for it). React hydrates the page's Suspense boundaries after its
 * shell, in the order they come; this one is the last, so its effect runs once they are done.
 */
export function HydratedMark() {
  return (
    <Suspense>
      <Mark />
    </Suspense>
  );
}
