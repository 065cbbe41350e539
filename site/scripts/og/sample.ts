/**
 * Writes sample cards, to look at: `npx tsx site/scripts/og/sample.ts [folder] [--bench N]`
 * (folder /tmp/og-samples by default; --bench also renders N cards and prints the timings).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCardRenderer, type Card } from './card';
import { cardTexts, SAMPLE_CARDS } from './samples';

const args = process.argv.slice(2);
const benchAt = args.indexOf('--bench');
const bench = benchAt >= 0 ? Number(args[benchAt + 1] ?? 100) : 0;
const folder =
  args.find((arg, i) => !arg.startsWith('--') && (benchAt < 0 || i !== benchAt + 1)) ??
  '/tmp/og-samples';

/** Extra cards: Myanmar shaping to check by eye, and the limits (long texts, no icon). */
const EXTRA: Record<string, Card> = {
  'my-shaping': {
    language: 'my',
    title: 'မြန်မာ',
    description: 'မြန်မာစာ ကြိုဆိုပါသည်။ သင်္ချိုင်း ဥယျာဉ် ရက်သတ္တပတ်',
    siteName: 'Aung Sample',
    role: 'Full-stack အက်ပ်ဆော့ဖ်ဝဲ ရေးသားသူ',
    icon: 'flower',
  },
  'long-en': {
    language: 'en',
    title: 'A very long page title that keeps going well past a single line of the card',
    description:
      'A description far longer than the card allows: it goes on about flowers, weeks, months and toasts, and then some more, so that it must be cut after its third line with an ellipsis, however wide the card may be.',
    siteName: 'Aung Sample',
    role: 'Full-stack app developer',
  },
  'long-my': {
    language: 'my',
    title: 'ရက်သတ္တပတ်တိုင်းအတွက် ပန်းများနှင့် ဆုတောင်းစကားများ',
    description:
      'လ၏ရက်သတ္တပတ်တိုင်းအတွက်ပန်းများနှင့်ပန်းတစ်ပွင့်စီအတွက်ဆုတောင်းစကားတစ်ခွန်းစီရှိသည်။ မြန်မာစာသည် စကားလုံးများကြားတွင် နေရာလွတ်မထားပါ။ ထို့ကြောင့် စာကြောင်းရှည်များကို ဝဏ္ဏအလိုက် ခွဲရသည်။',
    siteName: 'Aung Sample',
    role: 'Full-stack အက်ပ်ဆော့ဖ်ဝဲ ရေးသားသူ',
    icon: 'sparkles',
  },
  'long-zh': {
    language: 'zh',
    title: '每月每周都有花，每朵花都有一句祝酒词，还有更多更多的花',
    description:
      '这段描述比卡片能容纳的长得多：它讲述花朵、星期、月份和祝酒词，然后继续讲下去，直到第三行之后必须用省略号截断为止，无论卡片有多宽。',
    siteName: 'Aung Sample',
    role: '全栈应用开发者',
    icon: 'cherry',
  },
};

const cards: [string, Card][] = [
  ...SAMPLE_CARDS.map((card): [string, Card] => [card.language, card]),
  ...Object.entries(EXTRA),
];
let start = performance.now();
const render = await createCardRenderer(cardTexts(cards.map(([, card]) => card)));
console.log(`fonts and setup: ${Math.round(performance.now() - start)} ms`);
await mkdir(folder, { recursive: true });
for (const [name, card] of cards) {
  start = performance.now();
  const png = await render(card);
  await writeFile(join(folder, `${name}.png`), png);
  console.log(`${name}.png: ${Math.round(performance.now() - start)} ms, ${png.length} bytes`);
}
if (bench > 0) {
  start = performance.now();
  for (let i = 0; i < bench; i++) await render((cards[i % cards.length] as [string, Card])[1]);
  const total = performance.now() - start;
  console.log(`${bench} cards: ${Math.round(total)} ms (${Math.round(total / bench)} ms a card)`);
}
