import { useTranslation } from 'react-i18next';
import { PageTitle, TimeSlots } from '@portfolio/ui';
import { useDocumentTitle } from '../../navigation/documentTitle';
import { dayHalf, slotHours, SLOTS_IN_DAY_ORDER, timeSlot } from '../../now/timeSlot';
import { MINUTE, useNow } from '../../now/useNow';
import { NowRegion } from '../../now/Now';
import { LiveClock } from './LiveClock';

/**
 * A live clock, and the slot of the day it falls in, named for the half of the day. The clock
 * follows the seconds on its own: the slot changes on the hour, so the page need not render again
 * every second.
 */
export function TimePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.time'));
  const now = useNow(MINUTE);
  return (
    <>
      <PageTitle>{t('pages.time')}</PageTitle>
      <p>{t('time.intro')}</p>
      <NowRegion fact="clock">
        <LiveClock />
      </NowRegion>
      <NowRegion fact="slot">
        <TimeSlots
          label={t('time.slots_label')}
          current={now && timeSlot(now)}
          half={now && dayHalf(now)}
          slots={SLOTS_IN_DAY_ORDER.map((slot) => ({
            slot,
            ranges: { am: slotHours(slot, 'am'), pm: slotHours(slot, 'pm') },
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
