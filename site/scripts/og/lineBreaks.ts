/**
 * Myanmar writes no spaces between words, only between phrases, and Satori breaks lines at
 * spaces (Unicode's line breaking leaves Myanmar to a dictionary it does not have): a long phrase
 * would not wrap. A zero-width space before each syllable gives it the places a browser breaks.
 * A syllable starts at a consonant that neither follows the stacker (U+1039) nor carries the
 * killer (U+103A, perhaps after the dot below U+1037) or the stacker, and at an independent vowel, digit or sign.
 */
const SYLLABLE_START =
  /(?<=[\u1000-\u109f])(?:(?<!\u1039)[\u1000-\u1021](?!\u1037?[\u103a\u1039])|[\u1023-\u102a\u103f\u104c-\u104f\u1040-\u1049])/g;

export const myanmarLineBreaks = (text: string) => text.replace(SYLLABLE_START, '\u200b$&');
