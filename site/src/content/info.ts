import type { ContentRecords } from './types';

/** The Hello, Today and Dream cards of the landing page. */
export const info: ContentRecords<'info'> = {
  hello: {
    order: 1,
    icon: 'hand',
    title: { en: 'Hello', my: 'မင်္ဂလာပါ', zh: '你好', ko: '안녕하세요' },
    text: {
      en: 'I build mobile and web apps end to end, from the database to the last pixel.',
      my: 'ဒေတာဘေ့စ်မှ နောက်ဆုံး ပစ်ဇယ်အထိ မိုဘိုင်းနှင့် ဝဘ် အက်ပ်များကို အစအဆုံး တည်ဆောက်ပါသည်။',
      zh: '我从数据库到最后一个像素，完整地开发移动和网页应用。',
      ko: '데이터베이스부터 마지막 픽셀까지 모바일과 웹 앱을 처음부터 끝까지 만듭니다.',
    },
  },
  today: {
    order: 2,
    icon: 'sun',
    title: { en: 'Today', my: 'ယနေ့', zh: '今天', ko: '오늘' },
    text: {
      en: 'Shipping small, useful apps and learning something new every day.',
      my: 'အသုံးဝင်သော အက်ပ်ငယ်များကို ထုတ်ဝေရင်း နေ့တိုင်း အသစ်တစ်ခုခု သင်ယူနေပါသည်။',
      zh: '发布小而实用的应用，每天学习新东西。',
      ko: '작고 쓸모 있는 앱을 내놓으며 매일 새로운 것을 배웁니다.',
    },
  },
  dream: {
    order: 3,
    icon: 'sparkles',
    title: { en: 'Dream', my: 'အိပ်မက်', zh: '梦想', ko: '꿈' },
    text: {
      en: 'To make software that helps people read, learn and live a little better.',
      my: 'လူများ ပိုမိုကောင်းမွန်စွာ ဖတ်ရှု၊ သင်ယူ၊ နေထိုင်နိုင်စေမည့် ဆော့ဖ်ဝဲကို ဖန်တီးရန်။',
      zh: '做出帮助人们更好地阅读、学习和生活的软件。',
      ko: '사람들이 조금 더 잘 읽고, 배우고, 살아가도록 돕는 소프트웨어를 만드는 것.',
    },
  },
};
