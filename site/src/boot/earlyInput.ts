import { afterNextPaint } from '../browser/afterNextPaint';

/** Controls whose clicks need the app; links are left alone, they navigate without it. */
const CONTROLS = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * The presses a tap or a click makes before its click. React hydrates the part of the page a
 * press lands in there and then, in the press's own task (150 ms of a slow phone's thread for the
 * navbar), so the page would show nothing of the press until that was done.
 */
const PRESSES = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];

export interface HeldInput {
  /**
   * The app has the page: replays what was held, in order, on the same elements. Until
   * `hydrated`, each later click or change is replayed in a task after the frame that shows it
   * pressed, where React hydrates the part of the page it is in first, then answers it.
   */
  handOver(hydrated: Promise<void>): void;
  /** Stops holding and forgets what was held: the app will not come to answer it. */
  drop(): void;
}

/** Marks a control whose input waits for the app; the library's global style shows it pressed. */
export const PENDING = 'data-pending';

const controlOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest(CONTROLS) : null;

/**
 * Holds the clicks on controls and the changes of form fields that the visitor makes before the
 * app responds, so nothing done in the page's first moments is lost, and, until React has
 * hydrated the page, keeps each press from React until it has shown. Each such control is marked
 * pending at once, so the press shows in the next frame and not when the app answers.
 */
export function holdEarlyInput(): HeldInput {
  // What waits for the app; none once it has the page.
  let held: Array<() => void> | undefined = [];
  const pending = new Set<HTMLElement>();
  let replaying = false;
  const replay = (control: HTMLElement, answer: () => void) => {
    control.removeAttribute(PENDING);
    pending.delete(control);
    replaying = true;
    try {
      answer();
    } finally {
      replaying = false;
    }
  };
  const hold = (control: HTMLElement, answer: () => void) => {
    control.setAttribute(PENDING, '');
    pending.add(control);
    if (held) held.push(() => replay(control, answer));
    else void afterNextPaint().then(() => replay(control, answer));
  };

  const onPress = (event: Event) => {
    if (controlOf(event)) event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event);
    if (replaying || !(control instanceof HTMLElement)) return;
    // Stopped as well: the app may already handle events before it says it has hydrated, and
    // the replay must be the only click it sees.
    event.preventDefault();
    event.stopPropagation();
    hold(control, () => control.click());
  };
  const onChange = (event: Event) => {
    const field = event.target;
    if (replaying || !(field instanceof HTMLSelectElement || field instanceof HTMLInputElement))
      return;
    const { value } = field;
    event.stopPropagation();
    hold(field, () => {
      // Hydration may have put the server's value back; the visitor's choice wins.
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  for (const type of PRESSES)
    document.addEventListener(type, onPress, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  const stop = () => {
    for (const type of PRESSES) document.removeEventListener(type, onPress, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
  };
  return {
    handOver(hydrated) {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach((answer) => answer());
      void hydrated.then(stop);
    },
    drop() {
      stop();
      held = undefined;
      for (const control of pending) control.removeAttribute(PENDING);
    },
  };
}
