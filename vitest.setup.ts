import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './site/mocks/node';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Testing Library unmounts by itself only where the test functions are globals (they are not
// here): without this, a page left mounted can still render after its file's jsdom is gone.
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
