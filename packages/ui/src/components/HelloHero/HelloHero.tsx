'use client';

import type { ReactNode } from 'react';
import type { TimeOfDay } from '../../rules';
import { SkyBackground } from '../SkyBackground';
import { Content, Hero, Intro, Visual } from './HelloHero.styles';

export interface HelloHeroProps {
  /** The sky; without it, the day's (see SkyBackground). */
  timeOfDay?: TimeOfDay;
  /** A short greeting above the name, e.g. "Hello, I'm" */
  greeting: string;
  name: string;
  role: string;
  /** The current month in the page's language, e.g. "November 2026". */
  month: ReactNode;
  /** The globe, or its stand-in. */
  visual?: ReactNode;
  /** Links under the introduction. */
  children?: ReactNode;
}

/** The landing page's opening: a day or night sky, who the owner is, the month, and a globe. */
export function HelloHero({
  timeOfDay,
  greeting,
  name,
  role,
  month,
  visual,
  children,
}: HelloHeroProps) {
  return (
    <Hero data-time-of-day={timeOfDay ?? ''}>
      <SkyBackground timeOfDay={timeOfDay} />
      <Content>
        <Intro>
          <p>{greeting}</p>
          <h1>{name}</h1>
          <p>{role}</p>
          <p>
            <time>{month}</time>
          </p>
          {children}
        </Intro>
        {visual && <Visual>{visual}</Visual>}
      </Content>
    </Hero>
  );
}
