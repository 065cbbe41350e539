import { createContext, useContext } from 'react';
import { SUN_SERVICE_URL } from './sun/sunService';

export interface Services {
  sunUrl: string;
  /** No moon service by default: the public one the original used is gone; the moon is computed. */
  moonUrl?: string;
}

/** Outside services, set at build time (`VITE_SUN_SERVICE_URL`, `VITE_MOON_SERVICE_URL`). */
export const configuredServices: Services = {
  sunUrl: import.meta.env.VITE_SUN_SERVICE_URL || SUN_SERVICE_URL,
  ...(import.meta.env.VITE_MOON_SERVICE_URL
    ? { moonUrl: import.meta.env.VITE_MOON_SERVICE_URL }
    : {}),
};

/** Stories and tests point pages at other services. */
export const ServicesContext = createContext<Services>(configuredServices);
export const useServices = () => useContext(ServicesContext);
