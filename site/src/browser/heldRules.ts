import { __PRIVATE__ } from 'styled-components';

// styled-components takes a prerendered page's rules into its own sheet (its "rehydration") as its
// module is evaluated, in the task that evaluates the libraries' chunk with it: together over
// 50 ms on a slow phone. Its rules are held from it until that task is over, then taken in alone.
const VERSION_ATTRIBUTE = 'data-styled-version';
const HELD_ATTRIBUTE = 'data-styled-held';

/**
 * The `<style>` tags styled-components collected on the server, for a prerendered page's head,
 * made invisible to styled-components' rehydration as it loads (it looks for their version).
 */
export const heldStyleTags = (tags: string) =>
  tags.replaceAll(` ${VERSION_ATTRIBUTE}=`, ` ${HELD_ATTRIBUTE}=`);

/**
 * Gives styled-components the rules of the page's held tags, as it would have taken them in on
 * loading: it knows their components' classes, so hydrating inserts none of them again.
 */
export function takeInHeldRules() {
  const held = document.head.querySelectorAll(`style[${HELD_ATTRIBUTE}]`);
  if (held.length === 0) return;
  for (const style of held) {
    style.setAttribute(VERSION_ATTRIBUTE, style.getAttribute(HELD_ATTRIBUTE) ?? '');
    style.removeAttribute(HELD_ATTRIBUTE);
  }
  __PRIVATE__.mainSheet.rehydrate();
}
