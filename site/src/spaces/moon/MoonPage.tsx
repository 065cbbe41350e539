import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DataSource, Loading, MoonPhase, PageTitle, TileGrid } from '@portfolio/ui';
import { showToast } from '../../toast/showToast';
import { fetchToastsAhead } from '../../toast/toastify';
import { moonDay } from '../../data/moon/localMoon';
import { MOON_DAYS, moonDayFromAge, moonPhaseOfDay, moonTone } from '../../data/moon/moonDay';
import { readMoon } from './moonProvider';
import type { MoonReading } from '../../data/moon/moonReading';
import { useServices } from '../../data/services';
import { useAsyncValue } from '../../data/useAsyncValue';
import { MINUTE, useNow } from '../../now/useNow';
import { NowRegion } from '../../now/Now';
import { RetryNotice } from '../../status/RetryNotice';
import { useDocumentTitle } from '../../navigation/documentTitle';

fetchToastsAhead();

/** The moon's 29 days, today's in gold; each day tells its phase in a toast of its colour. */
export function MoonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.moon'));
  const { moonUrl } = useServices();
  const now = useNow(MINUTE);
  const reading = useAsyncValue(() => readMoon(new Date(), moonUrl), moonUrl ?? 'local');
  const moon = reading.status === 'ready' ? reading.value : undefined;
  // Today's tile is marked from the local reckoning at once (the boot script marks the same
  // before the first paint), then from the reading (the moon service's answer, where there is
  // one), which also announces the day.
  const readingDay = moon && moonDayFromAge(moon.age);
  const today = readingDay ?? (now && moonDay(now));
  const phaseName = (day: number) => t(`moon.phase.${moonPhaseOfDay(day)}`);
  /** Today's tile uses the provider's own name for the phase. */
  const currentName = (reading: MoonReading) =>
    reading.serviceName ?? t(`moon.phase.${reading.phase}`);

  const announce = (day: number) =>
    showToast({
      title: moon && day === today ? currentName(moon) : phaseName(day),
      message: t('moon.toast_day', { day }),
      tone: moonTone(day),
    });

  useEffect(() => {
    if (readingDay !== undefined) announce(readingDay);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the reading is in
  }, [readingDay]);

  return (
    <>
      <PageTitle>{t('pages.moon')}</PageTitle>
      <p>{t('moon.intro')}</p>
      {moon && <p>{t('moon.age', { age: moon.age.toFixed(1), phase: currentName(moon) })}</p>}
      {reading.status === 'loading' && <Loading label={t('loading')} size="line" />}
      {reading.status === 'error' && (
        <RetryNotice
          title={t('moon.error')}
          message={t('error.retry_message')}
          onRetry={reading.retry}
        />
      )}
      <NowRegion fact="moon-day">
        <TileGrid
          label={t('moon.days')}
          density="compact"
          currentType="date"
          items={MOON_DAYS.map((day) => ({
            id: String(day),
            label: String(day),
            icon: <MoonPhase day={day} size={40} />,
            accessibleLabel: t('moon.day_label', { day, phase: phaseName(day) }),
            current: day === today,
          }))}
          onSelect={(id) => announce(Number(id))}
        />
      </NowRegion>
      {moon && (
        <DataSource
          source={t(`moon.source_${moon.source}`)}
          {...(moon.serviceFailed ? { notice: t('moon.service_failed') } : {})}
        />
      )}
    </>
  );
}
