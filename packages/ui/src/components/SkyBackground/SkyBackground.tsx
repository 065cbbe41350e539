'use client';

import type { ReactNode } from 'react';
import type { TimeOfDay } from '../../rules';
import { Sky } from './SkyBackground.styles';

export interface SkyBackgroundProps {
  /** Which sky shows; without it, the day (a page prerendered before anyone knows the hour). */
  timeOfDay?: TimeOfDay;
}

/**
 * Where the sun and the moon stand: whole inside the band a wide hero shows of the 100 x 60 view
 * (its top and bottom are cut), above the introduction and left of the globe.
 */
const BODY = { x: 40, y: 15, r: 3.2 };

/**
 * Fixed star positions (x, y, radius in a 100 x 60 view), so every render is the same; none above
 * y = 8.5: a hero 2.3 times as wide as tall (HelloHero's widest) shows y 8.3 to 51.7.
 */
const STARS = [
  [6, 12, 0.35],
  [14, 24, 0.25],
  [22, 10, 0.3],
  [31, 18, 0.2],
  [33, 10, 0.35],
  [46, 22, 0.25],
  [55, 13, 0.3],
  [63, 26, 0.2],
  [70, 9, 0.3],
  [79, 20, 0.25],
  [88, 11, 0.35],
  [95, 25, 0.2],
  [10, 34, 0.2],
  [27, 31, 0.3],
  [51, 33, 0.2],
  [74, 35, 0.25],
  [92, 37, 0.2],
  [36, 40, 0.2],
];

interface SceneProps {
  name: TimeOfDay;
  /** The sky's gradient, top to bottom: [offset, colour]. */
  sky: [offset: string, color: string][];
  /** The hills in front, back to front: [path, colour]. */
  hills: [d: string, fill: string][];
  defs?: ReactNode;
  children: ReactNode;
}

/** A sky, what shows in it, and the hills in front. */
function Scene({ name, sky, hills, defs, children }: SceneProps) {
  return (
    <g data-scene={name}>
      <defs>
        <linearGradient id={`sky-${name}`} x1="0" y1="0" x2="0" y2="1">
          {sky.map(([offset, color]) => (
            <stop key={offset} offset={offset} stopColor={color} />
          ))}
        </linearGradient>
        {defs}
      </defs>
      <rect width="100" height="60" fill={`url(#sky-${name})`} />
      {children}
      {hills.map(([d, fill]) => (
        <path key={d} d={d} fill={fill} />
      ))}
    </g>
  );
}

const sunGlow = (
  <radialGradient id="sun-glow">
    <stop offset="0.35" stopColor="#fff4c2" />
    <stop offset="1" stopColor="#fff4c2" stopOpacity="0" />
  </radialGradient>
);

function DayScene() {
  return (
    <Scene
      name="day"
      sky={[
        ['0', '#6fb7ff'],
        ['0.7', '#bfe3ff'],
        ['1', '#ffe6b3'],
      ]}
      hills={[
        ['M0 50 Q20 40 40 48 T80 46 T100 44 V60 H0Z', '#7cc47f'],
        ['M0 55 Q25 47 50 54 T100 52 V60 H0Z', '#4f9d58'],
      ]}
      defs={sunGlow}
    >
      <g data-body="sun">
        <circle cx={BODY.x} cy={BODY.y} r={BODY.r * 2} fill="url(#sun-glow)" />
        <circle cx={BODY.x} cy={BODY.y} r={BODY.r} fill="#ffd54a" />
      </g>
      <g fill="#ffffff" opacity="0.9">
        <ellipse cx="12" cy="13.5" rx="7.5" ry="2.4" />
        <ellipse cx="17" cy="12" rx="5" ry="2.8" />
        <ellipse cx="55" cy="10.5" rx="4.5" ry="1.7" />
      </g>
    </Scene>
  );
}

/** A crescent: the moon's disc less a disc over its upper right, so the sky shows through. */
const crescent = (
  <mask id="crescent">
    <circle cx={BODY.x} cy={BODY.y} r={BODY.r} fill="#fff" />
    <circle cx={BODY.x + 2} cy={BODY.y - 1.2} r={BODY.r - 0.5} fill="#000" />
  </mask>
);

function NightScene() {
  return (
    <Scene
      name="night"
      sky={[
        ['0', '#050814'],
        ['1', '#1b2350'],
      ]}
      hills={[
        ['M0 52 Q20 44 40 50 T80 48 T100 46 V60 H0Z', '#10173a'],
        ['M0 56 Q25 50 50 55 T100 54 V60 H0Z', '#0a0f29'],
      ]}
      defs={crescent}
    >
      <g fill="#ffffff">
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
      <circle
        data-body="moon"
        cx={BODY.x}
        cy={BODY.y}
        r={BODY.r}
        fill="#f4f1de"
        mask="url(#crescent)"
      />
    </Scene>
  );
}

/**
 * A drawn sky behind the landing page: day from 04:00 to 19:59, night otherwise. Both scenes
 * are drawn and `data-time-of-day` shows one, so a prerendered page can be set to the visitor's
 * hour by changing that attribute alone.
 */
export function SkyBackground({ timeOfDay }: SkyBackgroundProps) {
  return (
    <Sky
      viewBox="0 0 100 60"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      data-time-of-day={timeOfDay ?? ''}
    >
      <DayScene />
      <NightScene />
    </Sky>
  );
}
