import type { Source } from './scenario';
import { refuseWorkerWebGL } from '../fixtures';
import { globeStillShows, visit } from './scenarioParts';

/** What the globe needs: its code, its points, the WebGL probe, and the code that draws it. */
export const SCENE_SOURCES: Source[] = [
  {
    name: 'globe points',
    url: '**/assets/globe/points.json',
    type: 'application/json',
    seen: 'the globe’s still drawing; everything else works',
    ...globeStillShows,
  },
  {
    name: 'globe code',
    url: '**/assets/HomeGlobe-*.js',
    type: 'text/javascript',
    seen: 'the globe’s still drawing; everything else works',
    ...globeStillShows,
  },
  {
    name: '3D on the page',
    url: '**/assets/pageScenes-*.js',
    type: 'text/javascript',
    seen: 'the globe’s still drawing, where workers cannot draw WebGL',
    ...globeStillShows,
    act: async (page, site) => {
      await refuseWorkerWebGL(page);
      await visit(page, `${site}/`);
    },
  },
  {
    name: 'WebGL probe',
    url: '**/assets/webglProbe.worker-*.js',
    type: 'text/javascript',
    seen: 'the globe’s still drawing (drawn on the page if the probe fails to load)',
    ...globeStillShows,
  },
  {
    name: '3D worker',
    url: '**/assets/scenes.worker-*.js',
    type: 'text/javascript',
    seen: 'the globe’s still drawing (or its empty frame while the worker never answers)',
    ...globeStillShows,
  },
];
