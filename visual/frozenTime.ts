// The clock of the visual tests: when stories start, and where it stops for the screenshot.

/** The time every story sees at first: Yangon, 21 November 2026, 10:42 (as in the stories). */
export const NOW = new Date('2026-11-21T10:42:00+06:30').getTime();
/**
 * Where the clock stops before the screenshot (live clocks show 10:42:08): below the shortest
 * timeout of the pages (10 s for a first content answer, counted from the story's start), so
 * stopping there never turns a loading story into an error.
 */
export const FREEZE_AT = NOW + 8_000;
/**
 * The stopped clock then runs this long at once (timers and animation frames, no waiting): the
 * frames a 3D clock asked for are drawn and its swing into place (1.1 s of frames, whatever the
 * frame rate was so far) ends. FREEZE_AT + SETTLE_MS stays below that 10 s timeout.
 */
export const SETTLE_MS = 1_500;
