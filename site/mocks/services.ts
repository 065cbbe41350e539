export { SUN_SERVICE_URL } from '../src/data/serviceUrls';
/** The moon service is chosen by configuration; stories and tests use this stand-in address. */
export const MOON_SERVICE_URL = 'https://moon-service.test/v1/moonphases/';
