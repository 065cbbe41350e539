import type { ContentRecords } from './types';

/** "At the present time": what the owner is up to now. */
export const actionlist: ContentRecords<'actionlist'> = {
  living: {
    order: 1,
    icon: 'map-pin',
    text: {
      en: 'Living in Yangon, Myanmar',
      my: 'မြန်မာနိုင်ငံ၊ ရန်ကုန်မြို့တွင် နေထိုင်သည်',
      zh: '住在缅甸仰光',
      ko: '미얀마 양곤에 살고 있어요',
    },
  },
  building: {
    order: 2,
    icon: 'code',
    text: {
      en: 'Building apps with TypeScript, React and Firebase',
      my: 'TypeScript၊ React နှင့် Firebase ဖြင့် အက်ပ်များ တည်ဆောက်နေသည်',
      zh: '用 TypeScript、React 和 Firebase 开发应用',
      ko: 'TypeScript, React, Firebase로 앱을 만들고 있어요',
    },
  },
  learning: {
    order: 3,
    icon: 'languages',
    text: {
      en: 'Learning Korean, one word a day',
      my: 'ကိုရီးယားဘာသာကို တစ်နေ့ တစ်လုံး သင်ယူနေသည်',
      zh: '每天学一个韩语单词',
      ko: '하루에 한 단어씩 한국어를 배우고 있어요',
    },
  },
  reading: {
    order: 4,
    icon: 'book-open',
    text: {
      en: 'Reading every morning',
      my: 'မနက်တိုင်း စာဖတ်သည်',
      zh: '每天早上读书',
      ko: '매일 아침 책을 읽어요',
    },
  },
  walking: {
    order: 5,
    icon: 'footprints',
    text: {
      en: 'Walking 10,000 steps a day',
      my: 'တစ်နေ့လျှင် ခြေလှမ်း 10,000 လမ်းလျှောက်သည်',
      zh: '每天走一万步',
      ko: '하루 만 걸음 걷기',
    },
  },
};
