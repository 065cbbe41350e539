import { useTranslation } from 'react-i18next';
import { clockDigits, ClockFallback } from '@portfolio/ui';
import { OffscreenClock3D } from '@portfolio/ui/three/offscreen';
import { usePrefersReducedMotion } from '../../browser/useMediaQuery';
import { sceneServer } from '../../scenes/sceneServer';
import { useWebGL } from '../../browser/useWebGL';
import { SECOND, useNow } from '../../now/useNow';

/**
 * The time to the second: the 3D clock where WebGL works, drawn by a worker where it can be; a
 * drawn clock elsewhere, and while the time is not known yet (prerendering).
 */
export function LiveClock() {
  const { t } = useTranslation();
  const now = useNow(SECOND);
  const webgl = useWebGL();
  const reducedMotion = usePrefersReducedMotion();
  const label = t('time.clock', { time: now ? clockDigits(now) : '--:--:--' });
  const drawing = <ClockFallback time={now} label={label} />;
  if (webgl === 'none' || !now) return drawing;
  const props = { time: now, label, reducedMotion };
  return <OffscreenClock3D worker={sceneServer(webgl)} {...props} />;
}
