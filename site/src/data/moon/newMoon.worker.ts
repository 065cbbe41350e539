// Finds the last new moon before the instant it is sent (milliseconds), off the page's thread
// (see lastNewMoonOffThread). The library comes in a chunk of its own; should it fail to load or
// the search fail, the page is told, and estimates the moon's age instead.
import type { NewMoonAnswer } from './lastNewMoonOffThread';

const answer = (message: NewMoonAnswer) => self.postMessage(message);

self.onmessage = async ({ data: instant }: MessageEvent<number>) => {
  try {
    const { lastNewMoon } = await import('./newMoon');
    answer({ newMoon: lastNewMoon(new Date(instant)).getTime() });
  } catch (error) {
    answer({ error: error instanceof Error ? error.message : String(error) });
  }
};
