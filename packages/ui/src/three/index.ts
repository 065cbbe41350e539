export { Globe, type GlobeProps } from './Globe/Globe';
export { Clock3D, type Clock3DProps } from './Clock3D/Clock3D';
