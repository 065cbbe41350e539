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

/** Fresh from the service, the service's answer saved earlier today, or computed here. */
export type SunSource = 'service' | 'saved' | 'local';

export interface SunReading {
  /** The Yangon day, `YYYY-MM-DD`. */
  day: string;
  times: SunTimes;
  source: SunSource;
  /** When a `saved` answer was saved. */
  savedAt?: Date;
  /** The service was asked and failed; the times were computed locally instead. */
  serviceFailed: boolean;
}
