import { writeIcons } from './icons';
import { writeManifests } from './manifest';

export { webAppHeadTags } from './webAppHeadTags';

/** Writes the icons and every language's manifest into the client build. */
export async function writeWebApp(distDir: string): Promise<void> {
  await writeManifests(distDir, await writeIcons(distDir));
}
