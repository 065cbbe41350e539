import type { serveScenes } from '@portfolio/ui/three/worker';

/**
 * The event by which pageScenes.ts hands the page its scene server: Vite builds a worker's entry
 * without its exports.
 */
export const PAGE_SCENES_EVENT = 'portfolio:page-scenes';

export type PageScenesEvent = CustomEvent<typeof serveScenes>;
