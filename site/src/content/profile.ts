import type { LocalizedText } from '../data/content/schema';

export interface TimelinePeriod {
  from: number;
  /** The year it ended; none while it lasts (shown as "today" in the page's language). */
  to?: number;
  title: LocalizedText;
  text: LocalizedText;
}

/**
 * The owner's Readme (the page at /me): their facts, values and timeline. Every value here is a
 * sample, as in owner.ts; only that page loads this module.
 */
export const profile = {
  /** ISO date; shown in the page's language. */
  birthday: '1995-01-01',
  race: { en: 'Bamar', my: 'ဗမာ', zh: '缅族', ko: '버마족' } as LocalizedText,
  religion: { en: 'Buddhist', my: 'ဗုဒ္ဓဘာသာ', zh: '佛教', ko: '불교' } as LocalizedText,
  gender: { en: 'Male', my: 'ကျား', zh: '男', ko: '남성' } as LocalizedText,
  education: [
    {
      en: 'B.C.Sc., University of Computer Studies, Yangon',
      my: 'ကွန်ပျူတာသိပ္ပံဘွဲ့ (B.C.Sc.)၊ ရန်ကုန်ကွန်ပျူတာတက္ကသိုလ်',
      zh: '计算机科学学士（B.C.Sc.），仰光计算机大学',
      ko: '컴퓨터과학 학사(B.C.Sc.), 양곤 컴퓨터대학교',
    },
    {
      en: 'Online courses in mobile and cloud development',
      my: 'မိုဘိုင်းနှင့် cloud ဆော့ဖ်ဝဲ ရေးသားခြင်းဆိုင်ရာ အွန်လိုင်းသင်တန်းများ',
      zh: '移动与云开发在线课程',
      ko: '모바일 및 클라우드 개발 온라인 강좌',
    },
  ] as LocalizedText[],
  languages: [
    {
      en: 'Myanmar (native)',
      my: 'မြန်မာ (မိခင်ဘာသာ)',
      zh: '缅甸语（母语）',
      ko: '미얀마어 (모국어)',
    },
    { en: 'English (fluent)', my: 'အင်္ဂလိပ် (ကျွမ်းကျင်)', zh: '英语（流利）', ko: '영어 (유창함)' },
    {
      en: 'Korean (learning)',
      my: 'ကိုရီးယား (လေ့လာဆဲ)',
      zh: '韩语（学习中）',
      ko: '한국어 (배우는 중)',
    },
  ] as LocalizedText[],
  values: [
    {
      en: 'Honesty in work and in words',
      my: 'အလုပ်မှာရော စကားမှာပါ ရိုးသားခြင်း',
      zh: '做事诚实，说话诚恳',
      ko: '일에서도 말에서도 정직하기',
    },
    {
      en: 'Patience: good things take time',
      my: 'စိတ်ရှည်ခြင်း: ကောင်းသောအရာများသည် အချိန်ယူရသည်',
      zh: '耐心：美好的事物需要时间',
      ko: '인내: 좋은 일에는 시간이 걸려요',
    },
    {
      en: 'Kindness to users, colleagues and strangers',
      my: 'အသုံးပြုသူများ၊ လုပ်ဖော်ကိုင်ဖက်များနှင့် သူစိမ်းများအပေါ် ကြင်နာခြင်း',
      zh: '善待用户、同事和陌生人',
      ko: '사용자, 동료, 낯선 사람 모두에게 친절하기',
    },
    { en: 'Learning every day', my: 'နေ့စဉ် သင်ယူခြင်း', zh: '每天都在学习', ko: '매일 배우기' },
  ] as LocalizedText[],
  knowledge: [
    {
      en: 'TypeScript, React and React Native',
      my: 'TypeScript၊ React နှင့် React Native',
      zh: 'TypeScript、React 和 React Native',
      ko: 'TypeScript, React, React Native',
    },
    {
      en: 'Node.js, Firebase and cloud functions',
      my: 'Node.js၊ Firebase နှင့် cloud function များ',
      zh: 'Node.js、Firebase 和云函数',
      ko: 'Node.js, Firebase, 클라우드 함수',
    },
    {
      en: 'Android apps and app store publishing',
      my: 'Android အက်ပ်များနှင့် အက်ပ်စတိုးတွင် ထုတ်ဝေခြင်း',
      zh: 'Android 应用开发与应用商店上架',
      ko: 'Android 앱 개발과 앱 스토어 출시',
    },
  ] as LocalizedText[],
  letter: {
    en: 'Thank you for visiting. If something here helps you or makes you smile, write to me: I read every message.',
    my: 'လာရောက်လည်ပတ်ပေးတဲ့အတွက် ကျေးဇူးတင်ပါတယ်။ ဒီမှာရှိတဲ့ တစ်ခုခုက သင့်ကို အထောက်အကူဖြစ်စေခဲ့ရင် ဒါမှမဟုတ် ပြုံးစေခဲ့ရင် ကျွန်တော့်ဆီ စာရေးပေးပါ။ စာတိုင်းကို ကျွန်တော် ဖတ်ပါတယ်။',
    zh: '感谢您的来访。如果这里的某些内容对您有所帮助，或让您会心一笑，欢迎给我写信：每一条消息我都会认真阅读。',
    ko: '방문해 주셔서 감사합니다. 이곳의 무언가가 도움이 되었거나 미소 짓게 했다면 저에게 편지를 보내 주세요. 모든 메시지를 빠짐없이 읽어요.',
  } as LocalizedText,
  hobbies: [
    { en: 'Reading', my: 'စာဖတ်ခြင်း', zh: '阅读', ko: '독서' },
    { en: 'Walking', my: 'လမ်းလျှောက်ခြင်း', zh: '散步', ko: '산책' },
    { en: 'Photography', my: 'ဓာတ်ပုံရိုက်ခြင်း', zh: '摄影', ko: '사진 촬영' },
    { en: 'Gardening', my: 'ဥယျာဉ်စိုက်ပျိုးခြင်း', zh: '园艺', ko: '정원 가꾸기' },
  ] as LocalizedText[],
  quote: {
    en: 'Small steps every day.',
    my: 'နေ့တိုင်း ခြေလှမ်းငယ်လေးတွေ။',
    zh: '每天进步一小步。',
    ko: '매일 작은 걸음씩.',
  } as LocalizedText,
  timeline: [
    {
      from: 1995,
      to: 2012,
      title: {
        en: 'Childhood and school',
        my: 'ကလေးဘဝနှင့် ကျောင်းနေဘဝ',
        zh: '童年与求学',
        ko: '어린 시절과 학창 시절',
      },
      text: {
        en: 'Grew up in Yangon and found computers in a small neighbourhood shop.',
        my: 'ရန်ကုန်တွင် ကြီးပြင်းခဲ့ပြီး ရပ်ကွက်ထဲရှိ ဆိုင်လေးတစ်ဆိုင်တွင် ကွန်ပျူတာနှင့် စတင်တွေ့ဆုံခဲ့သည်။',
        zh: '在仰光长大，在街坊的一家小店里第一次接触到电脑。',
        ko: '양곤에서 자랐고, 동네의 작은 가게에서 컴퓨터를 처음 만났어요.',
      },
    },
    {
      from: 2012,
      to: 2017,
      title: { en: 'University', my: 'တက္ကသိုလ်', zh: '大学', ko: '대학교' },
      text: {
        en: 'Studied computer science and built the first apps for friends.',
        my: 'ကွန်ပျူတာသိပ္ပံ ဘာသာရပ်ကို သင်ယူခဲ့ပြီး သူငယ်ချင်းများအတွက် ပထမဆုံး အက်ပ်များကို ဖန်တီးခဲ့သည်။',
        zh: '攻读计算机科学，并为朋友们做出了最初的几个应用。',
        ko: '컴퓨터과학을 공부하며 친구들을 위해 첫 앱들을 만들었어요.',
      },
    },
    {
      from: 2017,
      to: 2020,
      title: { en: 'First jobs', my: 'ပထမဆုံး အလုပ်များ', zh: '初入职场', ko: '첫 직장' },
      text: {
        en: 'Worked on web and mobile projects for local businesses.',
        my: 'ဒေသခံ လုပ်ငန်းများအတွက် ဝက်ဘ်နှင့် မိုဘိုင်း ပရောဂျက်များကို လုပ်ဆောင်ခဲ့သည်။',
        zh: '为本地企业开发网站和移动应用项目。',
        ko: '지역 업체들을 위해 웹과 모바일 프로젝트를 맡았어요.',
      },
    },
    {
      from: 2020,
      title: {
        en: 'Independent developer',
        my: 'လွတ်လပ်စွာ လုပ်ကိုင်သော ဆော့ဖ်ဝဲရေးသားသူ',
        zh: '独立开发者',
        ko: '독립 개발자',
      },
      text: {
        en: 'Builds and publishes apps of my own, and helps others ship theirs.',
        my: 'ကိုယ်ပိုင် အက်ပ်များကို ဖန်တီး ထုတ်ဝေနေပြီး အခြားသူများ၏ အက်ပ်များ ထွက်ရှိလာစေရန်လည်း ကူညီပေးနေသည်။',
        zh: '开发并发布自己的应用，也帮助别人把他们的应用顺利上线。',
        ko: '직접 앱을 만들어 출시하고, 다른 사람들의 앱 출시도 돕고 있어요.',
      },
    },
  ] as TimelinePeriod[],
};
