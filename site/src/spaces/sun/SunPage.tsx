import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataSource, Loading, PageTitle, SunTimesCard } from '@portfolio/ui';
import { MINUTE, useNow } from '../../now/useNow';
import { readSunTimes } from './sunProvider';
import type { SunReading, SunTimes } from './sunTimes';
import { useServices } from '../../data/services';
import { useAsyncValue } from '../../data/useAsyncValue';
import { yangonDate, yangonTime } from '../../data/yangon';
import type { TranslationKey } from '../../i18n/keys';
import { calendarDate, useDateFormat } from '../../i18n/useDateFormat';
import { NowText } from '../../now/Now';
import { RetryNotice } from '../../status/RetryNotice';
import { useDocumentTitle } from '../../navigation/documentTitle';

type Moment = Exclude<keyof SunTimes, 'dayLengthSeconds'>;
const MAIN: [Moment, TranslationKey][] = [
  ['sunrise', 'sun.sunrise'],
  ['sunset', 'sun.sunset'],
  ['solarNoon', 'sun.solar_noon'],
];
const TWILIGHTS: [Moment, TranslationKey][] = [
  ['civilTwilightBegin', 'sun.civil_begin'],
  ['civilTwilightEnd', 'sun.civil_end'],
  ['nauticalTwilightBegin', 'sun.nautical_begin'],
  ['nauticalTwilightEnd', 'sun.nautical_end'],
  ['astronomicalTwilightBegin', 'sun.astronomical_begin'],
  ['astronomicalTwilightEnd', 'sun.astronomical_end'],
];

const PLACEHOLDER = '…';

function dayLength({ dayLengthSeconds }: SunTimes, t: TFunction): string {
  const hours = Math.floor(dayLengthSeconds / 3600);
  const minutes = Math.round((dayLengthSeconds % 3600) / 60);
  return t('sun.day_length_value', { hours, minutes });
}

type DateFormat = ReturnType<typeof useDateFormat>;

function sourceText({ source, savedAt }: SunReading, t: TFunction, dates: DateFormat): string {
  if (source === 'local') return t('sun.source_local');
  if (!savedAt) return t('sun.source_service');
  return t('sun.source_saved', {
    date: dates.long(calendarDate(yangonDate(savedAt))),
    time: yangonTime(savedAt),
  });
}

/** Today's sun in Yangon, from the service or computed locally when it fails. */
export function SunPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.sun'));
  const dates = useDateFormat();
  const now = useNow(MINUTE);
  const day = now && yangonDate(now);
  const { sunUrl } = useServices();
  // Read in the browser only (effects do not run while prerendering): the card waits for it.
  const reading = useAsyncValue(() => readSunTimes(new Date(), sunUrl), day ?? '');

  const ready = reading.status === 'ready' ? reading.value : undefined;
  const shownDay = ready?.day ?? day;
  const moment = ([key, label]: [Moment, TranslationKey]) => ({
    label: t(label),
    value: ready ? yangonTime(ready.times[key]) : PLACEHOLDER,
    ...(ready ? { dateTime: ready.times[key].toISOString() } : {}),
  });
  const rows = [
    ...MAIN.map(moment),
    { label: t('sun.day_length'), value: ready ? dayLength(ready.times, t) : PLACEHOLDER },
    ...TWILIGHTS.map(moment),
  ];

  return (
    <>
      <PageTitle>{t('pages.sun')}</PageTitle>
      <p>{t('sun.intro')}</p>
      {reading.status === 'error' ? (
        <RetryNotice
          title={t('sun.error')}
          message={t('error.retry_message')}
          onRetry={reading.retry}
        />
      ) : (
        <>
          <SunTimesCard
            heading={
              <NowText fact="yangon-date">{shownDay && dates.long(calendarDate(shownDay))}</NowText>
            }
            location={t('sun.location')}
            timeZone={t('sun.time_zone')}
            rows={rows}
            busy={!ready}
          />
          {ready ? (
            <DataSource
              source={sourceText(ready, t, dates)}
              {...(ready.serviceFailed ? { notice: t('sun.service_failed') } : {})}
            />
          ) : (
            <Loading label={t('loading')} size="line" />
          )}
        </>
      )}
    </>
  );
}
