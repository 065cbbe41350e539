import { describe, expect, it } from 'vitest';
import { repositoryFields } from './repository';

describe('repositoryFields', () => {
  it("links the package to the owner's repository, its folder and its issues", () => {
    expect(repositoryFields('https://github.com', 'owner/portfolio')).toEqual({
      homepage: 'https://github.com/owner/portfolio/tree/main/packages/ui#readme',
      bugs: { url: 'https://github.com/owner/portfolio/issues' },
      repository: {
        type: 'git',
        url: 'git+https://github.com/owner/portfolio.git',
        directory: 'packages/ui',
      },
    });
  });

  it('keeps only the origin of the server address', () => {
    expect(repositoryFields('https://git.example.org/', 'team/site').bugs.url).toBe(
      'https://git.example.org/team/site/issues',
    );
  });

  it.each(['', 'owner', 'owner/name/extra', '../name', 'owner/na me'])(
    'refuses "%s", which names no repository',
    (slug) => {
      expect(() => repositoryFields('https://github.com', slug)).toThrow(/owner\/name/);
    },
  );
});
