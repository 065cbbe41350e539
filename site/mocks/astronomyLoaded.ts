/**
 * A story loader: the astronomy library loaded before the story, as a returning visitor's cache
 * has it, so the pages' deadline on its download never decides what a story shows.
 */
export const astronomyLoaded = async () => {
  await Promise.all([import('../src/spaces/sun/localSun'), import('../src/data/moon/newMoon')]);
  return {};
};
