import { describe, expect, it } from 'vitest';
import { stringSetsAt } from './stringSets';

describe('stringSetsAt', () => {
  it('gives the legal pages, in every language, the legal texts too', () => {
    for (const path of ['/privacy', '/terms', '/my/privacy', '/app/privacy/1', '/ko/app/terms/7'])
      expect(stringSetsAt(path), path).toEqual(['translation', 'legal']);
  });

  it('gives every other page its own strings only', () => {
    for (const path of ['/', '/me', '/zh', '/spaces/privacy', '/app/privacy', '/privacy/1'])
      expect(stringSetsAt(path), path).toEqual(['translation']);
  });
});
