// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boldText } from './boldText';

const styles = `<style>
  .title { font-weight: 700; }
  .quiet { font-weight: 400; }
  @media (min-width: 40rem) { .wide { font-weight: bold; } }
  .tab:hover, .link:focus-visible { font-weight: 600; }
</style>`;

describe('boldText', () => {
  it('takes text made bold by the page’s styles, by the browser’s and inside either', () => {
    const html =
      '<p class="title">甲<span>乙</span></p><p class="quiet">丙</p><h2>丁</h2><p><strong>戊</strong>己</p>';
    expect(boldText(html, styles)).toBe('甲乙丁戊');
  });

  it('counts rules that wait for a width or a state as holding', () => {
    expect(boldText('<p class="wide">庚</p><a class="link">辛</a><i>壬</i>', styles)).toBe('庚辛');
  });
});
