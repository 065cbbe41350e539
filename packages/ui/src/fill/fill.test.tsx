import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClockFallback, type ClockFallbackProps } from '../components/ClockFallback';
import { HelloHero } from '../components/HelloHero';
import { TileGrid } from '../components/TileGrid';
import { TimeSlots, type TimeSlotsProps } from '../components/TimeSlots';
import { WeekTracker, type WeekTrackerProps } from '../components/WeekTracker';
import { TIME_SLOTS, type TimeOfDay } from '../rules';
import { ThemeProvider } from '../theme';
import { fillClockFallback, fillTileGrid, fillTimeOfDay, fillTimeSlots, fillWeekTracker } from '.';

// Each fill is held to its component's markup: what renders at one moment, filled to another,
// is what renders at that other moment. A change to the markup that the fill does not follow
// fails here.

function rendered(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<ThemeProvider mode="dark">{element}</ThemeProvider>);
  return container;
}

function expectFilled<Props>(
  render: (props: Props) => ReactElement,
  fill: (root: ParentNode, props: Props) => void,
  from: Props,
  to: Props,
) {
  const page = rendered(render(from));
  fill(page, to);
  const expected = rendered(render(to));
  // Compared as nodes: the order of an element's attributes does not matter.
  expect(page.isEqualNode(expected), `${page.innerHTML}\n≠\n${expected.innerHTML}`).toBe(true);
}

const NOV_3 = new Date(2026, 10, 3, 6, 5, 9);
const NOV_26 = new Date(2026, 10, 26, 21, 40, 0);

describe('fillWeekTracker', () => {
  const render = ({ today }: Pick<WeekTrackerProps, 'today'>) => (
    <WeekTracker
      today={today}
      heading="This month"
      weeks={[1, 2, 3, 4].map((week) => ({ week: `Week ${week}`, name: `Name ${week}` }))}
    />
  );
  it.each([
    [undefined, NOV_26],
    [NOV_3, NOV_26],
    [NOV_26, undefined],
  ])('from %s to %s', (from, to) => {
    expectFilled(render, fillWeekTracker, { today: from }, { today: to });
  });
});

describe('fillTimeSlots', () => {
  const render = ({ current, half }: Pick<TimeSlotsProps, 'current' | 'half'>) => (
    <TimeSlots
      label="The day"
      current={current}
      half={half}
      slots={TIME_SLOTS.map((slot) => ({
        slot,
        ranges: { am: `am ${slot}`, pm: `pm ${slot}` },
        names: { am: `morning ${slot}`, pm: `evening ${slot}` },
      }))}
    />
  );
  it.each<[Pick<TimeSlotsProps, 'current' | 'half'>, Pick<TimeSlotsProps, 'current' | 'half'>]>([
    [{}, { current: 7, half: 'pm' }],
    [
      { current: 1, half: 'am' },
      { current: 9, half: 'pm' },
    ],
    [{ current: 3, half: 'pm' }, {}],
  ])('from %o to %o', (from, to) => {
    expectFilled(render, fillTimeSlots, from, to);
  });
});

describe('fillTimeOfDay', () => {
  const hero = { greeting: 'Hello', name: 'Owner', role: 'Developer', month: 'May' };
  const render = (timeOfDay: TimeOfDay | undefined) => (
    <HelloHero timeOfDay={timeOfDay} {...hero} />
  );
  it.each<[TimeOfDay | undefined, TimeOfDay | undefined]>([
    [undefined, 'night'],
    ['day', 'night'],
    ['night', 'day'],
  ])('the hero and its sky from %s to %s', (from, to) => {
    expectFilled(render, fillTimeOfDay, from, to);
  });
});

describe('fillClockFallback', () => {
  const render = ({ time, label }: Pick<ClockFallbackProps, 'time' | 'label'>) => (
    <ClockFallback time={time} label={label} />
  );
  it.each([
    [undefined, NOV_3],
    [NOV_3, NOV_26],
  ])('from %s to %s', (from, to) => {
    expectFilled(
      render,
      fillClockFallback,
      { time: from, label: 'The time is unknown' },
      { time: to, label: `The time is ${String(to)}` },
    );
  });
});

describe('fillTileGrid', () => {
  const render = (currentId: string | undefined) => (
    <TileGrid
      label="Days"
      currentType="date"
      onSelect={() => undefined}
      items={['1', '2', '3'].map((id) => ({ id, label: id, current: id === currentId }))}
    />
  );
  it.each([
    [undefined, '2'],
    ['1', '3'],
    ['3', undefined],
  ])('from %s to %s', (from, to) => {
    expectFilled(render, (root, id) => fillTileGrid(root, id, { currentType: 'date' }), from, to);
  });
});
