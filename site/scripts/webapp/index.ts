import { writeIcons } from './icons';
import { writeManifests } from './manifest';

export { webAppHeadTags } from './webAppHeadTags';
export { webAppManifest, manifestPath, type WebAppManifest } from './manifest';
export { writeIcons, APPLE_TOUCH_ICON, type ManifestIcon } from './icons';

/** Writes the icons and every language's manifest into the client build. */
export async function writeWebApp(distDir: string): Promise<void> {
  await writeManifests(distDir, await writeIcons(distDir));
}
