import type { ReactNode } from 'react';

/**
 * Which value that follows the current time an element shows. The boot script fills each
 * before the first paint (see fill.ts); the app, hydrating as of the same instant (useNow),
 * renders the same and then keeps it current.
 */
export type NowFact =
  'month-year' | 'year' | 'yangon-date' | 'clock' | 'week' | 'time-of-day' | 'slot' | 'moon-day';

/**
 * Text that follows the current time: blank while prerendering (a no-break space keeps its
 * line), filled before the first paint.
 */
export function NowText({ fact, children }: { fact: NowFact; children: ReactNode }) {
  return <span data-now={fact}>{children ?? '\u00a0'}</span>;
}

/** Around a component whose marks follow the current time (its current week, its sky…). */
export function NowRegion({ fact, children }: { fact: NowFact; children: ReactNode }) {
  return (
    <div data-now={fact} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
