import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataSource,
  Loading,
  MOON_DAYS,
  moonDayFromAge,
  MoonPhase,
  moonPhaseOfDay,
  moonTone,
  PageTitle,
  TileGrid,
} from '@portfolio/ui';
import { showToast } from '../../app/toast';
import { readMoon } from '../../data/moon/moonProvider';
import type { MoonReading } from '../../data/moon/moonReading';
import { useServices } from '../../data/services';
import { useAsyncValue } from '../../data/useAsyncValue';
import { RetryNotice } from '../RetryNotice';
import { useDocumentTitle } from '../../app/documentTitle';

/** The moon's 29 days, today's in gold; each day tells its phase in a toast of its colour. */
export function MoonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.moon'));
  const { moonUrl } = useServices();
  const reading = useAsyncValue(() => readMoon(new Date(), moonUrl), moonUrl ?? 'local');
  const moon = reading.status === 'ready' ? reading.value : undefined;
  const today = moon && moonDayFromAge(moon.age);
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
    if (today !== undefined) announce(today);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when today is known
  }, [today]);

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
      {moon && (
        <DataSource
          source={t(moon.source === 'service' ? 'moon.source_service' : 'moon.source_local')}
          {...(moon.serviceFailed ? { notice: t('moon.service_failed') } : {})}
        />
      )}
    </>
  );
}
