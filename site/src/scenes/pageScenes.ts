// The scene server for the page's own thread (see pageSceneServer.ts): its own chunk, on the
// page's React.
export { serveScenes } from '@portfolio/ui/three/worker';
