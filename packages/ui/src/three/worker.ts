export { serveScenes, type WorkerScope } from './offscreen/serveScenes';
