export { SkyBackground, type SkyBackgroundProps } from './SkyBackground';
