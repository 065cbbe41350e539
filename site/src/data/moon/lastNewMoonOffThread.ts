/** What the new moon's worker answers: the new moon (milliseconds), or why it has none. */
export type NewMoonAnswer = { newMoon: number } | { error: string };

/**
 * Astronomy Engine's last new moon before `instant`, found in a worker: its search kept a slow
 * phone's main thread 130 ms. Where there are no workers (the unit tests' DOM), found here.
 * Rejects when the library cannot be had or the search fails.
 */
export function lastNewMoonOffThread(instant: Date): Promise<Date> {
  if (typeof Worker !== 'function')
    return import('./newMoon').then(({ lastNewMoon }) => lastNewMoon(instant));
  const worker = new Worker(new URL('./newMoon.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Date>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<NewMoonAnswer>) =>
      'newMoon' in data ? resolve(new Date(data.newMoon)) : reject(new Error(data.error));
    worker.onerror = (event) =>
      reject(new Error(`The new moon's worker failed: ${event.message || 'it did not load'}.`));
    worker.postMessage(instant.getTime());
  }).finally(() => worker.terminate());
}
