import { useTranslation } from 'react-i18next';
import { PageTitle, TIME_SLOTS, TimeSlots } from '@portfolio/ui';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { dayHalf, TIME_SLOT_HOURS, timeSlot } from '../../now/timeSlot';
import { useNow } from '../../now/useNow';
import { NowRegion } from '../../now/Now';
import { LiveClock } from './LiveClock';

const SECOND = 1000;

/** A live clock, and the slot of the day it falls in, named for the half of the day. */
export function TimePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.time'));
  const now = useNow(SECOND);
  return (
    <>
      <PageTitle>{t('pages.time')}</PageTitle>
      <p>{t('time.intro')}</p>
      <NowRegion fact="clock">
        <LiveClock now={now} />
      </NowRegion>
      <NowRegion fact="slot">
        <TimeSlots
          label={t('time.slots_label')}
          current={now && timeSlot(now)}
          half={now && dayHalf(now)}
          slots={TIME_SLOTS.map((slot) => ({
            slot,
            range: TIME_SLOT_HOURS[slot],
            names: {
              am: t(`time.slot_names.am.${slot}`),
              pm: t(`time.slot_names.pm.${slot}`),
            },
          }))}
        />
      </NowRegion>
    </>
  );
}
