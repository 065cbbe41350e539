import { useMemo, useRef } from 'react';
import { clockDigits } from '../../rules/clockDigits';
import { useConcreteTheme } from '../../theme/ThemeProvider';
import { clockColors } from '../../scene/clockColors';
import { usePlaying } from '../shared/usePlaying';
import type { ClockSceneProps } from './ClockScene';

/**
 * The clock scene's props, the same whether the page or a worker draws it: the theme's colours,
 * and frames only while on screen and in a shown tab (watched on `frame`).
 */
export function useClockScene(time: Date, reducedMotion: boolean) {
  const theme = useConcreteTheme();
  const colors = useMemo(() => clockColors(theme), [theme]);
  const frame = useRef<HTMLDivElement>(null);
  const live = usePlaying(frame, true);
  const digits = clockDigits(time);
  const scene = useMemo<ClockSceneProps>(
    () => ({ digits, colors, live, settle: !reducedMotion }),
    [digits, colors, live, reducedMotion],
  );
  return { frame, scene };
}
