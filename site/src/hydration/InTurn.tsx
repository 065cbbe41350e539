import { Suspense, use, useState, type ReactNode } from 'react';
import { awaitTurn } from './turns';

// The prerenderer (preact-render-to-string) brackets a part that suspended with `<!--$s-->`
// markers, which is how hydration finds the part's nodes when its turn comes. Each part suspends
// once there, on a promise kept by its props (the server renders it afresh after the promise).
const prerendered = new WeakMap<object, Promise<void>>();
function prerenderTurn(props: object) {
  let turn = prerendered.get(props);
  if (!turn) prerendered.set(props, (turn = Promise.resolve()));
  return turn;
}

function Turn(props: { children: ReactNode }) {
  const [turn] = useState(awaitTurn);
  const waitFor = typeof document === 'undefined' ? prerenderTurn(props) : turn;
  if (waitFor) use(waitFor);
  return props.children;
}

/**
 * `children`, hydrated in a task of their own after the rest of the page (see turns.ts), their
 * prerendered HTML shown and kept meanwhile. Outside hydration, just `children`.
 */
export function InTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
