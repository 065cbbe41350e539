// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptCut } from './scriptCuts';
import { languageText, spaceText, lateText } from './languageText';

describe('the text a page can show beyond its prerendered HTML', () => {
  it('holds every month the boot script may write, the clock’s words and the offer', () => {
    expect(lateText('zh')).toContain('12月');
    expect(lateText('zh')).toContain('现在是');
    expect(lateText('zh')).toContain('阅读中文版');
  });

  it('holds what a screen shows while its strings or content arrive', () => {
    expect(lateText('en')).toContain('Loading…');
    expect(lateText('my')).toContain('…');
  });

  it('holds a space’s strings on its page and on its alias, and nothing elsewhere', () => {
    const sun = spaceText('ko', '/spaces/sun');
    expect(sun.length).toBeGreaterThan(20);
    expect(spaceText('ko', '/moon')).toBe(spaceText('ko', '/spaces/moon'));
    expect(spaceText('ko', '/me')).toBe('');
  });

  it('holds the legal texts and the content', () => {
    const text = languageText('zh', { quote: '千里之行' });
    expect(text).toContain('千里之行');
    expect(text).toContain('隐私');
  });
});

describe('a face cut to a text', () => {
  it('claims the characters beyond Latin it has glyphs for, and no other', async () => {
    const cut = await scriptCut('zh', '400', 'Abc 中文 한국어', 'test');
    expect(cut?.ranges).toEqual([
      [0x4e2d, 0x4e2d],
      [0x6587, 0x6587],
    ]);
  });

  it('is none for text without such characters', async () => {
    expect(await scriptCut('ko', '700', 'Latin only', 'test')).toBeUndefined();
  });
});
