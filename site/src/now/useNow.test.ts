import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE, useNow } from './useNow';

const filledAt = (instant: number) =>
  (document.documentElement.dataset.nowInstant = String(instant));

describe('useNow', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:20:30.500Z') }));
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.nowInstant;
  });

  it('is the instant the page was filled with while that minute lasts', () => {
    const filled = Date.now() - 10_000;
    filledAt(filled);
    const { result } = renderHook(() => useNow(MINUTE));
    expect(result.current?.getTime()).toBe(filled);
  });

  it('is the current minute once the one the page was filled in has passed', () => {
    filledAt(Date.now() - MINUTE);
    const { result } = renderHook(() => useNow(MINUTE));
    expect(result.current?.toISOString()).toBe('2026-11-25T10:20:00.000Z');
  });

  it('moves on at the next minute', () => {
    filledAt(Date.now());
    const { result } = renderHook(() => useNow(MINUTE));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current?.toISOString()).toBe('2026-11-25T10:21:00.000Z');
  });
});
