import { useTranslation } from 'react-i18next';
import { PageTitle, TIME_SLOTS, timeSlot, TimeSlots } from '@portfolio/ui';
import { useNow } from '../../app/useNow';
import { LiveClock } from './LiveClock';

const SECOND = 1000;
const RANGES = [
  '6 – 7',
  '7 – 8',
  '8 – 10',
  '10 – 12',
  '12 – 1',
  '1 – 3',
  '3 – 4',
  '4 – 5',
  '5 – 6',
];

/** A live clock, and the slot of the day it falls in. */
export function TimePage() {
  const { t } = useTranslation();
  const now = useNow(SECOND);
  return (
    <>
      <PageTitle>{t('pages.time')}</PageTitle>
      <p>{t('time.intro')}</p>
      <LiveClock now={now} />
      <TimeSlots
        label={t('time.slots_label')}
        current={timeSlot(now)}
        slots={TIME_SLOTS.map((slot, index) => ({
          slot,
          range: RANGES[index] ?? '',
          name: t(`time.slot_${slot}`),
        }))}
      />
    </>
  );
}
