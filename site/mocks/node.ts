import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock services for Vitest in Node; tests add failure cases with `server.use`. */
export const server = setupServer(...handlers);
