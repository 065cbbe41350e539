// The clock of the visual tests: when stories start, and where it stops for the screenshot.

/** The time every story sees at first: Yangon, 21 November 2026, 10:42 (as in the stories). */
export const NOW = new Date('2026-11-21T10:42:00+06:30').getTime();
/**
 * Where the clock stops before the screenshot (live clocks show 10:42:08). A story's silent
 * content source never times out (only the site's networked sources do, see patientSource), so
 * a loading story still loads here; a slow service has given up (PATIENCE_MS) and its fallback
 * shows.
 */
export const FREEZE_AT = NOW + 8_000;
/**
 * The stopped clock then runs this long at once (timers and animation frames, no waiting): the
 * frames a 3D clock asked for are drawn and its swing into place (1.1 s of frames, whatever the
 * frame rate was so far) ends.
 */
export const SETTLE_MS = 1_500;
