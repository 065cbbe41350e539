import type { MoonPhaseName } from './moonDay';

export interface MoonReading {
  /** Days since the last new moon. */
  age: number;
  /** The phase, as the site names it. */
  phase: MoonPhaseName;
  /** The phase as the service wrote it, when a service answered. */
  serviceName?: string;
  /** Who found the age: the service, Astronomy Engine here, or SunCalc's quick estimate here. */
  source: 'service' | 'local' | 'estimate';
  serviceFailed: boolean;
}
