import { createContext, useContext } from 'react';
import { configuredServices, type Services } from './serviceUrls';

/** Stories and tests point pages at other services. */
export const ServicesContext = createContext<Services>(configuredServices);
export const useServices = () => useContext(ServicesContext);
