// What the bench installs in a tapped page (see interaction.mjs) before the page's own scripts.

/**
 * Installed before the page's own scripts: notes the first trusted press (pointer or key) as the
 * tap, the Event Timing entries of its interaction, whether the control looked different at the
 * paint after its last event (click or change), and the first frame in which the outcome holds.
 */
function recorder({ outcome, before, data }) {
  const bench = { entries: [] };
  window.__bench = bench;
  const visible = (element) => {
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  /** Whether `node` is `element` or one of its ancestors, at most `levels` up. */
  const near = (node, element, levels = 3) => {
    for (let at = element, level = 0; at && level <= levels; at = at.parentElement, level += 1)
      if (at === node) return true;
    return false;
  };
  let control;
  let changed = false;
  let frames = 0;
  let looping = false;
  const holds = () => !!outcome({ data, before: bench.before, visible });
  // Checked at the frame after each change to the page, and for a few frames more (a style that
  // follows an attribute, a toast laid out late).
  const loop = () => {
    looping = true;
    requestAnimationFrame(() => {
      if (bench.outcomeMs !== undefined) return;
      if (holds()) {
        bench.outcomeMs = performance.now() - bench.tapAt;
        observer.disconnect();
      } else if (--frames > 0) return loop();
      looping = false;
    });
  };
  const observer = new MutationObserver((records) => {
    changed ||= records.some(({ type, target }) =>
      type === 'attributes'
        ? near(target, control)
        : near(target, control) || control.contains(target),
    );
    frames = 30;
    if (!looping) loop();
  });

  const press = (event) => {
    if (!event.isTrusted || bench.tapAt !== undefined) return;
    bench.tapAt = event.timeStamp;
    control = event.target.closest('button, select, [role="tab"]') ?? event.target;
    bench.value = control.value;
    bench.before = before?.();
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    frames = 30;
    loop();
  };
  const answered = (event) => {
    if (!event.isTrusted || bench.tapAt === undefined) return;
    requestAnimationFrame(() => {
      const select = control instanceof HTMLSelectElement && control.value !== bench.value;
      bench.visibleResponse = changed || select || holds();
      requestAnimationFrame(() => (bench.fallbackMs = performance.now() - bench.tapAt));
    });
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, press, true);
  for (const type of ['click', 'change']) addEventListener(type, answered, true);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) bench.entries.push(entry.toJSON());
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** The tap's interaction as INP counts it: its longest event, to the next paint. */
  bench.response = () => {
    const ours = bench.entries
      .filter(({ startTime }) => startTime >= bench.tapAt - 1)
      .sort((a, b) => a.startTime - b.startTime);
    if (!ours.length)
      return bench.fallbackMs === undefined ? null : { ms: bench.fallbackMs, source: 'rAF' };
    const { interactionId } = ours[0];
    const [longest] = ours
      .filter((entry) => entry.interactionId === interactionId)
      .sort((a, b) => b.duration - a.duration);
    // Where the time went: waiting for the main thread, the handlers, then the paint.
    const parts = {
      inputDelay: longest.processingStart - longest.startTime,
      processing: longest.processingEnd - longest.processingStart,
    };
    return { ms: longest.duration, source: 'event timing', event: longest.name, ...parts };
  };
}

export const recorderScript = ({ outcome, before, data }) =>
  `(${recorder})({ outcome: ${outcome}, before: ${before ?? 'undefined'}, data: ${JSON.stringify(data ?? {})} })`;
