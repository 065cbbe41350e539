/**
 * The chunks of the libraries every screen hydrates with (see vite.config.ts and the
 * prerenderer): React apart from the rest, so that each is compiled and evaluated in a task of its
 * own (see main.tsx).
 */
export const REACT_CHUNK = 'react';
export const LIBRARIES_CHUNK = 'framework';
export const LIBRARY_CHUNKS = [REACT_CHUNK, LIBRARIES_CHUNK];
