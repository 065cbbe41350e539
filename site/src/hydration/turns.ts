// A prerendered page hydrated in one go blocks the main thread for hundreds of milliseconds on a
// slow phone (Preact hydrates in one task). Parts of the page that wait their turn (see InTurn)
// are hydrated afterwards, one task each, with input handled between them.
import { yieldToInput } from '../browser/yieldToInput';

type Turn = () => void;

let waiting: Turn[] | undefined;
let allTaken: Promise<void> = Promise.resolve();

/** Whether a prerendered page is being hydrated: its first render, or turns still to come. */
export const hydratingInTurns = () => waiting !== undefined;

/** Ends the turns: no part is left waiting for one that will not come. */
function release(queue: Turn[]) {
  waiting = undefined;
  for (const next of queue.splice(0)) next();
}

async function takeTurns(queue: Turn[]) {
  try {
    for (;;) {
      // The yield comes first: a part renders in the microtasks after its turn, and the parts
      // inside it ask for theirs there.
      await yieldToInput();
      const next = queue.shift();
      if (!next) break;
      next();
    }
  } finally {
    release(queue);
  }
}

/**
 * Runs `hydrate` (its errors are thrown), then gives each part that asked for a turn meanwhile
 * (parts inside parts included) a task of its own, in the order they asked.
 */
export function hydrateInTurns(hydrate: () => void): void {
  const queue: Turn[] = [];
  waiting = queue;
  try {
    hydrate();
  } catch (error) {
    release(queue);
    throw error;
  }
  allTaken = takeTurns(queue);
}

/** A promise of this part's turn while a page is being hydrated in turns; else undefined. */
export function awaitTurn(): Promise<void> | undefined {
  const queue = waiting;
  return queue && new Promise((resolve) => queue.push(resolve));
}

/** Resolves once every part has been hydrated (at once when no page is being hydrated). */
export const turnsTaken = () => allTaken;
