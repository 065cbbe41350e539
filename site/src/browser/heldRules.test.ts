import { __PRIVATE__, version } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { heldStyleTags, takeInHeldRules } from './heldRules';

/** A tag as styled-components' ServerStyleSheet writes it: one rule of one component's class. */
const serverTag = `<style data-styled="true" data-styled-version="${version}">.held{color:red;}/*!sc*/
data-styled.g1[id="sc-held"]{content:"held,"}/*!sc*/
</style>`;

describe('held rules', () => {
  afterEach(() => {
    for (const style of document.head.querySelectorAll('style')) style.remove();
  });

  it('hides a prerendered page’s rules from styled-components as it loads', () => {
    document.head.insertAdjacentHTML('beforeend', heldStyleTags(serverTag));
    __PRIVATE__.mainSheet.rehydrate();
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-held', 'held')).toBe(false);
    expect(document.head.querySelector('style[data-styled]')?.textContent).toContain('.held');
  });

  it('then gives them to styled-components, which knows their classes', () => {
    document.head.insertAdjacentHTML('beforeend', heldStyleTags(serverTag));
    takeInHeldRules();
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-held', 'held')).toBe(true);
    expect(document.head.querySelector('style[data-styled-held]')).toBeNull();
  });
});
