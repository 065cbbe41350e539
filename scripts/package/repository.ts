// The links of @portfolio/ui's package.json (repository, homepage, bugs) for a repository.
const OWNER_AND_NAME = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/** The package's links on `server` for the repository `slug` ("owner/name"). */
export function repositoryFields(server: string, slug: string) {
  if (!OWNER_AND_NAME.test(slug)) throw new Error(`"${slug}" is not an owner/name repository`);
  const base = `${new URL(server).origin}/${slug}`;
  return {
    homepage: `${base}/tree/main/packages/ui#readme`,
    bugs: { url: `${base}/issues` },
    repository: { type: 'git', url: `git+${base}.git`, directory: 'packages/ui' },
  };
}
