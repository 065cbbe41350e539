import type { ContentRecords } from './types';

/**
 * The App Gallery. An app's `app_id` also names its privacy and terms pages (/app/privacy/1);
 * a link (the code profile) has no `app_id` and no such pages.
 */
export const appgallery: ContentRecords<'appgallery'> = {
  'scripture-reader': {
    app_id: 1,
    title: 'Scripture Reader',
    icon: 'book-open',
    badge: 'Android',
    url: 'https://example.com/apps/scripture-reader',
    description: {
      en: 'A calm, offline scripture reader with bookmarks, daily verses and a night mode.',
      my: 'စာညှပ်များ၊ နေ့စဉ် ကျမ်းချက်များနှင့် ညအမှောင်မုဒ်ပါသော အင်တာနက်မလိုသည့် ကျမ်းစာဖတ် အက်ပ်။',
      zh: '一款安静的离线经文阅读应用，支持书签、每日经文和夜间模式。',
      ko: '북마크, 오늘의 구절, 야간 모드를 갖춘 차분한 오프라인 경전 읽기 앱.',
    },
    button_label: { en: 'View', my: 'ကြည့်ရန်', zh: '查看', ko: '보기' },
  },
  'code-profile': {
    title: 'Code profile',
    icon: 'git-branch',
    badge: 'Open source',
    url: 'https://github.com/example',
    description: {
      en: 'Open-source projects, experiments and the code behind this site.',
      my: 'အများသုံး ပရောဂျက်များ၊ စမ်းသပ်မှုများနှင့် ဤဆိုက်၏ နောက်ကွယ်ရှိ ကုဒ်များ။',
      zh: '开源项目、实验以及本站背后的代码。',
      ko: '오픈 소스 프로젝트, 실험, 그리고 이 사이트의 코드.',
    },
    button_label: { en: 'View', my: 'ကြည့်ရန်', zh: '查看', ko: '보기' },
  },
};
