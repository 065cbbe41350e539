// Points @portfolio/ui's package.json (repository, homepage, bugs) at the owner's repository: the
// one the release runs in (GITHUB_REPOSITORY, "owner/name", on GITHUB_SERVER_URL), or
// PACKAGE_REPOSITORY to name another. The release scripts run it before versioning and
// publishing: npm's provenance accepts a package only when repository.url names the repository
// that built it, so no placeholder can be published.
//
//   GITHUB_REPOSITORY=owner/name tsx scripts/package/setRepository.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { repositoryFields } from './repository';

const manifestFile = fileURLToPath(new URL('../../packages/ui/package.json', import.meta.url));
const slug = process.env.PACKAGE_REPOSITORY ?? process.env.GITHUB_REPOSITORY;
if (!slug) {
  console.error(
    'Set GITHUB_REPOSITORY (or PACKAGE_REPOSITORY) to the owner\'s repository, "owner/name": ' +
      "the package's links and its provenance name it.",
  );
  process.exit(1);
}
const fields = repositoryFields(process.env.GITHUB_SERVER_URL ?? 'https://github.com', slug);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, ...fields }, null, 2)}\n`);
console.log(`@portfolio/ui links to ${fields.repository.url}`);
