import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@portfolio/ui';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyI18n } from '../../mocks/i18n';
import { sunAnswers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import type * as ComputedMoon from '../data/moon/computedMoon';
import type * as LocalSun from './sun/localSun';
import { MoonPage } from './moon/MoonPage';
import { SunPage } from './sun/SunPage';

const failing = vi.hoisted(() => ({ sun: true, moon: true }));
vi.mock('./sun/localSun', async (original) => {
  const actual = await original<typeof LocalSun>();
  return {
    computeSunTimes: (day: string) => {
      if (failing.sun) throw new Error('No sunrise found');
      return actual.computeSunTimes(day);
    },
  };
});
vi.mock('../data/moon/computedMoon', async (original) => {
  const actual = await original<typeof ComputedMoon>();
  return {
    ...actual,
    computeMoon: (...args: Parameters<typeof actual.computeMoon>) => {
      if (failing.moon) throw new Error('No moon');
      return actual.computeMoon(...args);
    },
  };
});

// The astronomy library is imported (and transformed, the first time) before it fails: a busy
// test run has taken more than Testing Library's one second for that.
const SETTLED = { timeout: 5000 };

const renderPage = (page: ReactNode) =>
  render(
    <I18nextProvider i18n={storyI18n}>
      <ThemeProvider mode="dark">{page}</ThemeProvider>
    </I18nextProvider>,
  );

describe('when the local computation fails too', () => {
  beforeEach(() => {
    failing.sun = true;
    failing.moon = true;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

  it('the Sun page says so with a Retry, never loading for ever', async () => {
    server.use(sunAnswers.httpError);
    renderPage(<SunPage />);
    const alert = await screen.findByRole('alert', undefined, SETTLED);
    expect(alert.textContent).toContain('Today’s sun times could not be worked out.');
    failing.sun = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(
      'Source: computed on this device with Astronomy Engine.',
      undefined,
      SETTLED,
    );
  });

  it('the Moon page says so with a Retry, and its days still answer', async () => {
    renderPage(<MoonPage />);
    const alert = await screen.findByRole('alert', undefined, SETTLED);
    expect(alert.textContent).toContain('Today’s moon could not be worked out.');
    expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(29);
    failing.moon = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(
      'Source: computed on this device with Astronomy Engine.',
      undefined,
      SETTLED,
    );
  });
});
