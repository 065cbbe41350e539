export const SUN_SERVICE_URL = 'https://api.sunrise-sunset.org/json';

export interface Services {
  sunUrl: string;
  /** No moon service by default: the public one the original used is gone; the moon is computed. */
  moonUrl?: string;
}

/**
 * Outside services, set at build time (`VITE_SUN_SERVICE_URL`, `VITE_MOON_SERVICE_URL`); the
 * service worker, built apart from the app, is given the same variables.
 */
export const configuredServices: Services = {
  sunUrl: import.meta.env.VITE_SUN_SERVICE_URL || SUN_SERVICE_URL,
  ...(import.meta.env.VITE_MOON_SERVICE_URL
    ? { moonUrl: import.meta.env.VITE_MOON_SERVICE_URL }
    : {}),
};
