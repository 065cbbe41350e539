export { BookmarkCard, type BookmarkCardProps } from './BookmarkCard';
export { QUOTES_POLICY, sanitizeHtml } from './sanitize';
