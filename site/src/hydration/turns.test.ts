import { expect, it } from 'vitest';
import { awaitTurn, hydrateInTurns, hydratingInTurns, turnsTaken } from './turns';

it('gives no turn outside hydration', async () => {
  expect(hydratingInTurns()).toBe(false);
  expect(awaitTurn()).toBeUndefined();
  await expect(turnsTaken()).resolves.toBeUndefined();
});

it('hydrates at once, then each waiting part in a task of its own, parts inside parts included', async () => {
  const log: string[] = [];
  const part = (name: string, inner?: string) =>
    void awaitTurn()?.then(() => {
      log.push(name);
      if (inner) part(inner);
    });

  hydrateInTurns(() => {
    log.push('page');
    part('navbar');
    part('main', 'section');
  });
  expect(log).toEqual(['page']);
  expect(hydratingInTurns()).toBe(true);

  await turnsTaken();
  expect(log).toEqual(['page', 'navbar', 'main', 'section']);
  expect(hydratingInTurns()).toBe(false);
});

it('lets one waiting part render per task', async () => {
  const log: string[] = [];
  hydrateInTurns(() => {
    for (const name of ['a', 'b']) void awaitTurn()?.then(() => log.push(name));
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(log.length).toBeLessThan(2);
  await turnsTaken();
  expect(log).toEqual(['a', 'b']);
});

it('releases the waiting parts and throws when hydration throws', async () => {
  let released = false;
  expect(() =>
    hydrateInTurns(() => {
      void awaitTurn()?.then(() => (released = true));
      throw new Error('mismatch');
    }),
  ).toThrow('mismatch');
  expect(hydratingInTurns()).toBe(false);
  await Promise.resolve();
  expect(released).toBe(true);
});
