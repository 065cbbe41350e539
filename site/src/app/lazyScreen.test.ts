import { expect, it } from 'vitest';
import { loadScreen, screenLoad } from './lazyScreen';

const readme = { module: 'src/pages/ReadmePage.tsx', name: 'ReadmePage' };

const missing = { module: 'src/pages/MissingPage.tsx', name: 'MissingPage' };

it('loads a screen once, marking the load so that use() reads it at once', async () => {
  // Its module transformed first, outside the deadline: on a busy machine that alone took 4 s.
  await loadScreen(readme);
  const load = screenLoad(readme);
  expect(screenLoad(readme)).toBe(load);
  const screen = await load;
  expect(load).toMatchObject({ status: 'fulfilled', value: screen });
});

// The test run fails on an unhandled rejection: none may be left behind.
it('keeps a failed load, rejected and marked, with nothing unhandled', async () => {
  const load = screenLoad(missing);
  await expect(load).rejects.toThrow('No screen MissingPage in src/pages/MissingPage.tsx');
  expect(load).toMatchObject({ status: 'rejected' });
  expect(screenLoad(missing)).toBe(load);
});
