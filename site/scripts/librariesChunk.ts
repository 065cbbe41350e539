/** The chunk of the libraries every screen hydrates with (see vite.config.ts and the prerenderer). */
export const LIBRARIES_CHUNK = 'framework';
