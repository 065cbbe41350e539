import type { SceneServer } from '@portfolio/ui/three/offscreen';
import type { WebGLSupport } from '../browser/useWebGL';
import { pageSceneServer } from './pageSceneServer';
import { sceneWorker } from './sceneWorker';

/** What draws the 3D scenes where WebGL works: the worker, or the page where workers cannot. */
export const sceneServer = (webgl: Exclude<WebGLSupport, 'none'>): SceneServer =>
  webgl === 'worker' ? sceneWorker() : pageSceneServer();
