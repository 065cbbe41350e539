import { describe, expect, it } from 'vitest';
import { savedAt, withSavedAt } from './savedAnswer';

describe('a saved answer', () => {
  it('keeps its body and status and says when it was saved, readable from another host', async () => {
    const saved = await withSavedAt(
      Response.json({ status: 'OK' }, { headers: { 'Content-Type': 'application/json' } }),
      new Date('2026-11-26T06:10:00Z'),
    );
    expect(await saved.json()).toEqual({ status: 'OK' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('Content-Type')).toBe('application/json');
    expect(saved.headers.get('Access-Control-Expose-Headers')).toBe('X-Saved-At');
    expect(savedAt(saved)?.toISOString()).toBe('2026-11-26T06:10:00.000Z');
  });

  it('is told from a fresh one, and a garbled date is no date', () => {
    expect(savedAt(new Response('{}'))).toBeUndefined();
    expect(savedAt(new Response('{}', { headers: { 'X-Saved-At': 'yesterday-ish' } }))).toBe(
      undefined,
    );
  });
});
