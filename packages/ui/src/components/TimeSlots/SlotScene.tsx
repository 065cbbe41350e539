'use client';

import type { DayHalf, TimeSlot } from '../../rules';

/** Daylight skies (top, bottom) from sunrise through noon to dusk, by slot. */
const DAY_SKIES: Record<TimeSlot, [string, string]> = {
  1: ['#ffb37a', '#ffe3b3'],
  2: ['#8fc9ff', '#ffe9c4'],
  3: ['#6fb7ff', '#cfeaff'],
  4: ['#4ea6ff', '#bfe3ff'],
  5: ['#3b9bff', '#a9dbff'],
  6: ['#4ea6ff', '#c9e6ff'],
  7: ['#6fb0f0', '#ffe0b0'],
  8: ['#f29a6b', '#ffd29a'],
  9: ['#3c2f6b', '#f08a5d'],
};

/** The skies of the dark hours: evening twilight, night, and the dawn before sunrise. */
const TWILIGHT: [string, string] = ['#3a2f6b', '#e2876a'];
const NIGHT: [string, string] = ['#070b24', '#1f2a5e'];
const DAWN: [string, string] = ['#1d2a66', '#f2a26b'];

const STARS = [
  [12, 8],
  [26, 15],
  [41, 6],
  [57, 12],
  [72, 7],
  [88, 14],
  [34, 24],
  [64, 22],
];

/** The hour each slot starts at on the 12-hour clock (slot 5 is 12 to 1). */
const STARTS: Record<TimeSlot, number> = { 1: 6, 2: 7, 3: 8, 4: 10, 5: 0, 6: 1, 7: 3, 8: 4, 9: 5 };
/** The hour a slot starts at in one half of the day, 0 to 23. */
const startHour = (slot: TimeSlot, half: DayHalf) => STARTS[slot] + (half === 'pm' ? 12 : 0);
/** The sun is up from 6 am to 6 pm, in this drawing. */
const isDaylight = (slot: TimeSlot, half: DayHalf) => {
  const hour = startHour(slot, half);
  return hour >= 6 && hour < 18;
};

function nightSky(slot: TimeSlot, half: DayHalf): [string, string] {
  if (half === 'pm' && slot === 1) return TWILIGHT;
  if (half === 'am' && slot === 9) return DAWN;
  return NIGHT;
}

function Sky({ id, colours }: { id: string; colours: [string, string] }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colours[0]} />
          <stop offset="1" stopColor={colours[1]} />
        </linearGradient>
      </defs>
      <rect width="100" height="50" fill={`url(#${id})`} />
    </>
  );
}

/** The sun where it stands in a daylight slot; dusk (5 to 6 pm) shows the moon. */
function Daylight({ slot }: { slot: TimeSlot }) {
  const progress = (slot - 1) / 8;
  if (slot === 9)
    return (
      <>
        <circle cx="78" cy="12" r="4" fill="#f4f1de" />
        <circle cx="80" cy="11" r="3.4" fill="#3c2f6b" />
      </>
    );
  return (
    <circle
      cx={10 + 80 * progress}
      cy={34 - 24 * Math.sin(Math.PI * progress)}
      r="5"
      fill="#ffd54a"
    />
  );
}

/** Stars and a crescent moon crossing the sky through the dark hours; fewer stars at dawn. */
function Darkness({ slot, half }: { slot: TimeSlot; half: DayHalf }) {
  // How far into the night, from 6 pm (0) to 6 am (1).
  const progress = ((startHour(slot, half) + 6) % 24) / 12;
  const moonX = 12 + 76 * progress;
  const moonY = 30 - 20 * Math.sin(Math.PI * progress);
  const stars = half === 'am' && slot === 9 ? STARS.slice(0, 3) : STARS;
  return (
    <>
      <g fill="#ffffff" opacity="0.85">
        {stars.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="0.6" />
        ))}
      </g>
      <circle cx={moonX} cy={moonY} r="4" fill="#f4f1de" />
      <circle cx={moonX + 2} cy={moonY - 1} r="3.4" fill={nightSky(slot, half)[0]} />
    </>
  );
}

/**
 * A small landscape for a slot in one half of the day: the sun where it stands by day, the
 * moon and stars by night, twilight at 6 pm and the dawn at 5 am.
 */
export function SlotScene({ slot, half }: { slot: TimeSlot; half: DayHalf }) {
  const daylight = isDaylight(slot, half);
  const dark = !daylight || slot === 9;
  return (
    <svg
      viewBox="0 0 100 50"
      width="100%"
      aria-hidden="true"
      focusable="false"
      data-slot={slot}
      data-half-of={half}
      data-scene={daylight ? 'day' : 'night'}
    >
      <Sky
        id={`slot-sky-${half}-${slot}`}
        colours={daylight ? DAY_SKIES[slot] : nightSky(slot, half)}
      />
      {daylight ? <Daylight slot={slot} /> : <Darkness slot={slot} half={half} />}
      <path d="M0 40 Q25 32 50 39 T100 37 V50 H0Z" fill={dark ? '#2b3a4a' : '#6bb56f'} />
    </svg>
  );
}
