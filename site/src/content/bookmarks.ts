import type { ContentRecords } from './types';

/** Saved quotes, in the bookmark page's language codes (en, mm, cn, kr). Quotes are HTML. */
export const bookmarks: ContentRecords<'Bookmarks'> = {
  'en-courage': {
    order: 1,
    language: 'en',
    quote: '<p>Courage is not the absence of fear, but <strong>acting in spite of it</strong>.</p>',
    fonticon: 'shield',
    badgecolor: '#f5c542',
    badgeicon: 'star',
  },
  'en-small-steps': {
    order: 2,
    language: 'en',
    quote: '<p>Small steps every day add up to <em>big results</em>.</p>',
    fonticon: 'footprints',
    badgecolor: '#7bd389',
    badgeicon: 'leaf',
  },
  'mm-patience': {
    order: 1,
    language: 'mm',
    quote: '<p>စိတ်ရှည်ခြင်းသည် <strong>အောင်မြင်ခြင်း၏ သော့</strong> ဖြစ်သည်။</p>',
    fonticon: 'key',
    badgecolor: '#f5c542',
    badgeicon: 'star',
  },
  'mm-learning': {
    order: 2,
    language: 'mm',
    quote: '<p>ပညာသည် <em>ခိုးယူ၍ မရသော</em> ဥစ္စာ ဖြစ်သည်။</p>',
    fonticon: 'book-open',
    badgecolor: '#9ec5ff',
    badgeicon: 'bookmark',
  },
  'cn-journey': {
    order: 1,
    language: 'cn',
    // A quote may link to its source: the sanitiser keeps links (see @portfolio/ui's BookmarkCard).
    quote:
      '<p>千里之行，<strong>始于足下</strong>。<br /><small>——<a href="https://zh.wikisource.org/wiki/%E9%81%93%E5%BE%B7%E7%B6%93">《道德经》</a></small></p>',
    fonticon: 'footprints',
    badgecolor: '#ff8a80',
    badgeicon: 'flag',
  },
  'kr-effort': {
    order: 1,
    language: 'kr',
    quote: '<p>천 리 길도 <strong>한 걸음부터</strong>.</p>',
    fonticon: 'mountain',
    badgecolor: '#b39ddb',
    badgeicon: 'star',
  },
};
