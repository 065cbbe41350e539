import { useTranslation } from 'react-i18next';
import { PageTitle, TIME_SLOT_HOURS, TIME_SLOTS, timeSlot, TimeSlots } from '@portfolio/ui';
import { useNow } from '../../app/useNow';
import { LiveClock } from './LiveClock';
import { useDocumentTitle } from '../../app/documentTitle';

const SECOND = 1000;

/** A live clock, and the slot of the day it falls in. */
export function TimePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.time'));
  const now = useNow(SECOND);
  return (
    <>
      <PageTitle>{t('pages.time')}</PageTitle>
      <p>{t('time.intro')}</p>
      <LiveClock now={now} />
      <TimeSlots
        label={t('time.slots_label')}
        current={timeSlot(now)}
        slots={TIME_SLOTS.map((slot) => ({
          slot,
          range: TIME_SLOT_HOURS[slot],
          name: t(`time.slot_${slot}`),
        }))}
      />
    </>
  );
}
