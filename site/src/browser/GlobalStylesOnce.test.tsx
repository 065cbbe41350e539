import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalStylesOnce } from './GlobalStylesOnce';

const Rules = () => <p>the rules</p>;

/** A #root as the prerenderer leaves it for `path` (see isPrerendered), or an app shell's. */
function pageRoot(prerenderedFor?: string) {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerenderedFor !== undefined) root.dataset.prerendered = prerenderedFor;
  document.body.append(root);
}

describe('GlobalStylesOnce', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('leaves a prerendered page its rules', () => {
    pageRoot(window.location.pathname.replace(/\/$/, ''));
    const { queryByText } = render(
      <GlobalStylesOnce>
        <Rules />
      </GlobalStylesOnce>,
    );
    expect(queryByText('the rules')).toBeNull();
  });

  it.each([
    ['an app shell', undefined],
    ['a page prerendered for another address', '/elsewhere'],
  ])('renders them on %s', (_, prerenderedFor) => {
    pageRoot(prerenderedFor);
    const { getByText } = render(
      <GlobalStylesOnce>
        <Rules />
      </GlobalStylesOnce>,
    );
    expect(getByText('the rules')).toBeTruthy();
  });
});
