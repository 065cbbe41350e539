export { MoonPhase, type MoonPhaseProps } from './MoonPhase';
