import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookmarkCard,
  CardGrid,
  Loading,
  PageTitle,
  StatusMessage,
  ToggleButtonGroup,
} from '@portfolio/ui';
import { useBookmarks } from '../../data/content';
import {
  BOOKMARK_LANGUAGES,
  languageOfBookmark,
  type BookmarkLanguage,
} from '../../data/content/bookmarkLanguages';
import { isLanguage, LANGUAGE_TABLE } from '../../i18n/languages';
import { useLanguageFaces } from '../../i18n/useLanguageFaces';
import { ContentStatus } from '../../status/ContentStatus';
import { useDocumentTitle } from '../../navigation/documentTitle';

/** Saved quotes in one language at a time; the first choice follows the site's language. */
export function BookmarkPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.bookmark'));
  // Until the visitor picks one, the quotes follow the site's language.
  const [picked, setPicked] = useState<BookmarkLanguage>();
  const code =
    picked ?? (isLanguage(i18n.language) ? LANGUAGE_TABLE[i18n.language].bookmark : 'en');
  const bookmarks = useBookmarks(code);
  const quoteLanguage = languageOfBookmark(code);

  // Quotes in another script wait for its faces, rather than show in the machine's (or tofu).
  const facesIn = useLanguageFaces(quoteLanguage);

  return (
    <>
      <PageTitle>{t('pages.bookmark')}</PageTitle>
      <ToggleButtonGroup
        label={t('bookmark.languages')}
        value={code}
        options={BOOKMARK_LANGUAGES.map((value) => ({ value, label: t(`bookmark.lang.${value}`) }))}
        onChange={(value) => setPicked(value as BookmarkLanguage)}
      />
      {facesIn ? <ContentStatus of={[bookmarks]} /> : <Loading label={t('loading')} />}
      {bookmarks.status === 'ready' && bookmarks.items.length === 0 && (
        <StatusMessage title={t('bookmark.empty_title')} message={t('bookmark.empty_message')} />
      )}
      <CardGrid>
        {(facesIn ? bookmarks.items : []).map((bookmark) => (
          <li key={bookmark.id}>
            <BookmarkCard
              quoteHtml={bookmark.quote}
              icon={bookmark.fonticon}
              badgeColor={bookmark.badgecolor}
              badgeIcon={bookmark.badgeicon}
              lang={quoteLanguage}
            />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
