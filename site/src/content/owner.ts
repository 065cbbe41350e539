import type { LocalizedText } from '../data/content/schema';

/**
 * Who the owner is and how to reach them, shown across the site (their Readme's facts are in
 * profile.ts): every value here is a sample. An owner replaces them with their own (texts per
 * language; English is required, the others fall back to it).
 */
export const owner = {
  name: 'Aung Sample',
  role: {
    en: 'Full-stack app developer',
    my: 'Full-stack အက်ပ်ဆော့ဖ်ဝဲ ရေးသားသူ',
    zh: '全栈应用开发者',
    ko: '풀스택 앱 개발자',
  } as LocalizedText,
  email: 'contact@example.com',
  /** Placeholder numbers, in the international form a `tel:` link needs. */
  phones: ['+95 9 000 000 001', '+95 9 000 000 002'],
  city: { en: 'Yangon', my: 'ရန်ကုန်', zh: '仰光', ko: '양곤' } as LocalizedText,
  place: {
    en: 'Yangon, Myanmar',
    my: 'ရန်ကုန်၊ မြန်မာ',
    zh: '缅甸仰光',
    ko: '미얀마 양곤',
  } as LocalizedText,
  mapUrl: 'https://www.openstreetmap.org/?mlat=16.8713&mlon=96.1994#map=12/16.8713/96.1994',
  links: {
    hub: 'https://example.com/links',
    code: 'https://github.com/example',
  },
};
