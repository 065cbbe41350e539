/** The sun's day at one place: every moment as an instant, the day length in seconds. */
export interface SunTimes {
  sunrise: Date;
  sunset: Date;
  solarNoon: Date;
  dayLengthSeconds: number;
  civilTwilightBegin: Date;
  civilTwilightEnd: Date;
  nauticalTwilightBegin: Date;
  nauticalTwilightEnd: Date;
  astronomicalTwilightBegin: Date;
  astronomicalTwilightEnd: Date;
}

export type SunSource = 'service' | 'local';

export interface SunReading {
  /** The Yangon day, `YYYY-MM-DD`. */
  day: string;
  times: SunTimes;
  source: SunSource;
  /** The service was asked and failed; the times were computed locally instead. */
  serviceFailed: boolean;
}
