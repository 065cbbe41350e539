import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { storyI18n } from '../../mocks/i18n';
import { calendarDate, useDateFormat } from './useDateFormat';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={storyI18n}>{children}</I18nextProvider>
);

describe('useDateFormat', () => {
  afterAll(() => storyI18n.changeLanguage('en'));

  it.each([
    ['en', 'January 1, 2021', 'November 2026'],
    ['my', '2021 ဇန်နဝါရီ 1', '2026 နိုဝင်ဘာ'],
    ['zh', '2021年1月1日', '2026年11月'],
    ['ko', '2021년 1월 1일', '2026년 11월'],
  ])('writes dates in %s', async (language, long, monthYear) => {
    await storyI18n.changeLanguage(language);
    const { result } = renderHook(() => useDateFormat(), { wrapper });
    expect(result.current.long(calendarDate('2021-01-01'))).toBe(long);
    expect(result.current.monthYear(new Date(2026, 10, 30, 23, 59))).toBe(monthYear);
  });

  it('reads an ISO date on the local calendar', () => {
    const date = calendarDate('2020-11-19');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2020, 10, 19]);
  });
});
