// The changelog of @portfolio/ui: @changesets/changelog-github, which links each change to its
// pull request, commit and author, told the owner's repository by the release workflow
// (GITHUB_REPOSITORY, with GITHUB_TOKEN to look them up). Changesets' config.json could only name
// a fixed repository, and the package names none before the owner's is known.
import changelogGithub from '@changesets/changelog-github';

const github = changelogGithub.default;

function options() {
  const repo = process.env.GITHUB_REPOSITORY;
  if (!repo)
    throw new Error('Set GITHUB_REPOSITORY=owner/name: the changelog links changes there.');
  return { repo };
}

export default {
  getReleaseLine: (changeset, type) => github.getReleaseLine(changeset, type, options()),
  getDependencyReleaseLine: (changesets, dependencies) =>
    github.getDependencyReleaseLine(changesets, dependencies, options()),
};
