export { BookmarkCard, type BookmarkCardProps } from './BookmarkCard';
export { sanitizeHtml } from './sanitize';
