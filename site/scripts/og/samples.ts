import type { Card } from './card';

const owner = { siteName: 'Aung Sample', icon: 'flower' } as const;

/** One page's card in the four languages: for the sample CLI and the tests. */
export const SAMPLE_CARDS: Card[] = [
  {
    ...owner,
    language: 'en',
    title: 'Garden',
    description: 'Flowers for every week of the month, and a toast for each.',
    role: 'Full-stack app developer',
  },
  {
    ...owner,
    language: 'my',
    title: 'ဥယျာဉ်',
    description: 'လ၏ ရက်သတ္တပတ်တိုင်းအတွက် ပန်းများ',
    role: 'Full-stack အက်ပ်ဆော့ဖ်ဝဲ ရေးသားသူ',
  },
  {
    ...owner,
    language: 'zh',
    title: '花园',
    description: '每月每周都有花，每朵花都有一句祝酒词。',
    role: '全栈应用开发者',
  },
  {
    ...owner,
    language: 'ko',
    title: '정원',
    description: '한 달의 매주를 위한 꽃과 건배사.',
    role: '풀스택 앱 개발자',
  },
];

export const cardTexts = (cards: readonly Card[]) =>
  cards.flatMap((card) => [card.title, card.description, card.siteName, card.role]);
