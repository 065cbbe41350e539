export { GlobeFallback, type GlobeFallbackProps } from './GlobeFallback';
export { GLOBE_DEFAULT_SIZE, type GlobeSize } from '../../scene/sceneSizes';
