import { useTranslation } from 'react-i18next';
import { ContactCard, PageTitle } from '@portfolio/ui';
import { owner } from '../content/owner';
import { localize } from '../data/content';
import { useDocumentTitle } from '../navigation/documentTitle';

/** E-mail, two phones and the owner's city on a map. */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.contact'));
  return (
    <>
      <PageTitle>{t('pages.contact')}</PageTitle>
      <p>{t('contact.intro')}</p>
      <ContactCard
        email={{ label: t('contact.email'), address: owner.email }}
        phones={owner.phones.map((number) => ({ label: t('contact.phone'), number }))}
        map={{
          label: t('contact.map'),
          place: localize(owner.place, i18n.language),
          href: owner.mapUrl,
        }}
        newTabLabel={t('contact.new_tab')}
      />
    </>
  );
}
