import { useTranslation } from 'react-i18next';
import type { LegalDocumentProps, LegalSection } from '@portfolio/ui';
import { owner } from '../../content/owner';
import { localize } from '../../data/content';
import { interpolatedTree } from '../../i18n/interpolatedTree';
import { LEGAL_STRINGS } from '../../i18n/stringSets';
import { calendarDate, useDateFormat } from '../../i18n/useDateFormat';

export type LegalTextKey = 'privacy' | 'terms' | 'app_privacy' | 'app_terms';

interface LegalText {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** A legal text in the page's language, with the owner, city and (per-app texts) app filled in. */
export function useLegalText(
  key: LegalTextKey,
  effectiveDate?: string,
  app?: string,
): LegalDocumentProps {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const values = {
    owner: owner.name,
    email: owner.email,
    city: localize(owner.city, i18n.language),
    app,
  };
  const text =
    interpolatedTree<LegalText>(i18n, LEGAL_STRINGS, `legal.${key}`, values) ??
    t(`legal.${key}`, { returnObjects: true, ...values });
  const effective = effectiveDate && {
    dateTime: effectiveDate,
    label: t('legal.effective', { date: dates.long(calendarDate(effectiveDate)) }),
  };
  return { ...text, contentsLabel: t('legal.contents'), ...(effective ? { effective } : {}) };
}
