import type { ScriptFont } from '@portfolio/ui/fonts';

/** Which of the theme's stacks' places a face fills (see `tokens.font` in @portfolio/ui). */
export type StackScript = 'latin' | ScriptFont;

/**
 * The family of a page's own cut of `family`'s face. A family of its own, not the whole face's:
 * there, beside slices the page never fetches, the first layout asked the system for a stand-in
 * face for each unfetched slice at each weight (15 calls through the sandbox on Linux, 10-45 ms
 * of the task before the first paint), where the cut's family holds only faces the page has.
 */
export const pageCutFamily = (family: string) => `${family} Cut`;

/**
 * Puts the page's cut before the whole face in the theme's stacks: the stacks read the script's
 * place from this variable.
 */
export const pageCutFirst = (script: StackScript, family: string) =>
  `:root{--font-${script}:'${pageCutFamily(family)}','${family}'}`;
