/** Controls whose clicks need the app; links are left alone, they navigate without it. */
const CONTROLS = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

export interface HeldInput {
  /** Stops holding and replays what was held, in order, on the same elements. */
  replay(): void;
  /** Stops holding and forgets what was held: the app will not come to answer it. */
  drop(): void;
}

/** Marks a control whose input waits for the app; the library's global style shows it pressed. */
export const PENDING = 'data-pending';

/**
 * Holds the clicks on controls and the changes of form fields that the visitor makes before the
 * app responds, so nothing done in the page's first moments is lost. Each such control is marked
 * pending at once, so the press shows in the next frame and not when the app answers.
 */
export function holdEarlyInput(): HeldInput {
  const held: Array<() => void> = [];
  const pending = new Set<HTMLElement>();
  const hold = (control: HTMLElement, replay: () => void) => {
    control.setAttribute(PENDING, '');
    pending.add(control);
    held.push(replay);
  };

  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!(control instanceof HTMLElement)) return;
    // Stopped as well: the app may already handle events before it says it has hydrated, and
    // the replay must be the only click it sees.
    event.preventDefault();
    event.stopPropagation();
    hold(control, () => control.click());
  };
  const onChange = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
    const { value } = field;
    event.stopPropagation();
    hold(field, () => {
      // Hydration may have put the server's value back; the visitor's choice wins.
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    for (const control of pending) control.removeAttribute(PENDING);
    return held.splice(0);
  };
  return {
    replay: () => stop().forEach((replay) => replay()),
    drop: () => void stop(),
  };
}
