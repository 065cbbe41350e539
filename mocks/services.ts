/** Addresses of the outside services the site calls, as the mocks answer them. */
export const SUN_SERVICE_URL = 'https://api.sunrise-sunset.org/json';
/** The moon service is chosen by configuration; stories and tests use this stand-in address. */
export const MOON_SERVICE_URL = 'https://moon-service.test/v1/moonphases/';
