import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, FactList, type Fact, PageTitle, Stack, Tabs, Timeline } from '@portfolio/ui';
import { paths } from '../navigation/paths';
import { owner } from '../content/owner';
import { profile } from '../content/profile';
import { localize } from '../data/content';
import { calendarDate, useDateFormat } from '../i18n/useDateFormat';
import { useDocumentTitle } from '../navigation/documentTitle';
import { LanguageChoice } from './LanguageChoice';

type ProfileTab = 'personal' | 'education' | 'values' | 'more';

/** The Readme page: the language choice, the owner's profile in four tabs, and a timeline. */
export function ReadmePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.readme'));
  const language = i18n.resolvedLanguage ?? i18n.language;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, language);
  const birthday = useDateFormat().long(calendarDate(profile.birthday));
  const factTab = (id: ProfileTab, facts: Fact[]) => ({
    id,
    label: t(`tab_${id}`),
    content: <FactList facts={facts} />,
  });

  return (
    <Stack>
      <div>
        <PageTitle>{t('about_me')}</PageTitle>
        <p>{t('about_intro')}</p>
        <LanguageChoice />
      </div>
      <Suspense>
        <Tabs
          label={t('profile')}
          tabs={[
            factTab('personal', [
              { term: t('name'), value: owner.name },
              { term: t('birthday'), value: birthday },
              { term: t('race'), value: text(profile.race) },
              { term: t('religion'), value: text(profile.religion) },
              { term: t('gender'), value: text(profile.gender) },
            ]),
            factTab('education', [
              { term: t('education'), value: profile.education.map(text) },
              { term: t('languages'), value: profile.languages.map(text) },
            ]),
            factTab('values', [{ term: t('values'), value: profile.values.map(text) }]),
            factTab('more', [
              { term: t('knowledge'), value: profile.knowledge.map(text) },
              { term: t('letter'), value: text(profile.letter) },
              { term: t('hobby'), value: profile.hobbies.map(text) },
              { term: t('quote'), value: text(profile.quote) },
            ]),
          ]}
        />
        <p>{t('about_message')}</p>
        <Timeline
          heading={t('timeline')}
          entries={profile.timeline.map((entry) => ({
            period: `${entry.from} – ${entry.to ?? t('timeline_now')}`,
            title: text(entry.title),
            text: text(entry.text),
          }))}
        />
      </Suspense>
      <ButtonLink href={paths.contact}>{t('contact_button')}</ButtonLink>
    </Stack>
  );
}
