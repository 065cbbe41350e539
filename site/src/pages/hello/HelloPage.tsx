import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  HelloHero,
  IconLinks,
  InfoCards,
  PresentList,
  Stack,
  timeOfDay,
  WeekTracker,
} from '@portfolio/ui';
import { paths } from '../../navigation/paths';
import { MINUTE, useNow } from '../../now/useNow';
import { owner } from '../../content/owner';
import { localize, useActionList, useInfo } from '../../data/content';
import { ContentStatus } from '../../status/ContentStatus';
import { useDateFormat } from '../../i18n/useDateFormat';
import { NowRegion, NowText } from '../../now/Now';
import { GlobeWhenLoaded } from './GlobeWhenLoaded';
import { useDocumentTitle } from '../../navigation/documentTitle';

const WEEKS = [1, 2, 3, 4] as const;

/** The landing page: who the owner is, this month, and what they are up to. */
export function HelloPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.hello'));
  const language = i18n.language;
  const now = useNow(MINUTE);
  const info = useInfo();
  const actions = useActionList();
  const dates = useDateFormat();

  return (
    <Stack>
      <NowRegion fact="time-of-day">
        <HelloHero
          timeOfDay={now && timeOfDay(now)}
          greeting={t('hello.greeting')}
          name={owner.name}
          role={localize(owner.role, language)}
          month={<NowText fact="month-year">{now && dates.monthYear(now)}</NowText>}
          visual={<GlobeWhenLoaded label={t('hello.globe')} />}
        >
          <IconLinks
            newTabLabel={t('contact.new_tab')}
            items={[
              { href: owner.links.hub, label: t('hello.link_hub'), icon: 'link', external: true },
              {
                href: owner.links.code,
                label: t('hello.code_profile'),
                icon: 'git-branch',
                external: true,
              },
              { href: paths.spaces, label: t('hello.spaces'), icon: 'layout-grid' },
            ]}
          />
        </HelloHero>
      </NowRegion>
      <Suspense>
        <NowRegion fact="week">
          <WeekTracker
            today={now}
            heading={t('hello.week_heading')}
            weeks={WEEKS.map((n) => ({
              week: t(`hello.week_${n}`),
              name: t(`hello.week_${n}_name`),
            }))}
          />
        </NowRegion>
      </Suspense>
      <ContentStatus of={[info, actions]} />
      <Suspense>
        <InfoCards
          items={info.items.map((card) => ({
            id: card.id,
            title: localize(card.title, language),
            text: localize(card.text, language),
            ...(card.icon ? { icon: card.icon } : {}),
          }))}
        />
        <PresentList
          heading={t('hello.present_time')}
          items={actions.items.map((action) => ({
            id: action.id,
            text: localize(action.text, language),
            ...(action.icon ? { icon: action.icon } : {}),
          }))}
        />
      </Suspense>
      <ButtonLink href={paths.spaces}>{t('hello.to_spaces')}</ButtonLink>
    </Stack>
  );
}
