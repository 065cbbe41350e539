export { OffscreenGlobe, type OffscreenGlobeProps } from './OffscreenGlobe';
export { OffscreenClock3D, type OffscreenClock3DProps } from './OffscreenClock3D';
export type { SceneServer, SceneCanvas, ToWorker, FromWorker } from './protocol';
