/** The moon's mean cycle, new moon to new moon, in days. */
export const SYNODIC_MONTH_DAYS = 29.530588853;
