export { ClockFallback, type ClockFallbackProps } from './ClockFallback';
export { CLOCK_DEFAULT_SIZE, type ClockSize } from '../../scene/sceneSizes';
