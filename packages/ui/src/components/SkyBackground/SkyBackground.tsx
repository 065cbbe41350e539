'use client';

import type { ReactNode } from 'react';
import type { TimeOfDay } from '../../rules';
import { Sky } from './SkyBackground.styles';

export interface SkyBackgroundProps {
  /** Which sky shows; without it, the day (a page prerendered before anyone knows the hour). */
  timeOfDay?: TimeOfDay;
}

/** Fixed star positions (x, y, radius in a 100 x 60 view), so every render is the same. */
const STARS = [
  [6, 8, 0.35],
  [14, 20, 0.25],
  [22, 6, 0.3],
  [31, 14, 0.2],
  [38, 4, 0.35],
  [46, 18, 0.25],
  [55, 9, 0.3],
  [63, 22, 0.2],
  [70, 5, 0.3],
  [79, 16, 0.25],
  [88, 7, 0.35],
  [95, 21, 0.2],
  [10, 30, 0.2],
  [27, 27, 0.3],
  [51, 29, 0.2],
  [74, 31, 0.25],
  [92, 33, 0.2],
  [36, 36, 0.2],
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
      <circle cx="52" cy="9" r="10" fill="url(#sun-glow)" />
      <circle cx="52" cy="9" r="4" fill="#ffd54a" />
      <g fill="#ffffff" opacity="0.9">
        <ellipse cx="22" cy="14" rx="9" ry="3" />
        <ellipse cx="28" cy="12" rx="6" ry="3.5" />
        <ellipse cx="55" cy="22" rx="8" ry="2.5" />
      </g>
    </Scene>
  );
}

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
    >
      <g fill="#ffffff">
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
      <circle cx="52" cy="10" r="4" fill="#f4f1de" />
      <circle cx="54" cy="8.8" r="3.5" fill="#0e1433" />
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
