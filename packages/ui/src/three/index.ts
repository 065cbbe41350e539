export { Globe, type GlobeProps } from './Globe/Globe';
