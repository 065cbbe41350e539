import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ServicesContext } from '../src/data/services';
import { configuredServices } from '../src/data/serviceUrls';
import { Toasts } from '../src/toast/Toasts';
import { WithContentSource } from './contentSources';
import { MOON_SERVICE_URL } from './services';

/**
 * What a page finds in the site: a router, the content source the story names
 * (`parameters.source`), the outside services (`parameters.moonService: true` adds the moon
 * service stand-in) and the toast container.
 */
export const withPage: Decorator = (Story, { parameters }) => (
  <MemoryRouter>
    <ServicesContext.Provider
      value={
        parameters.moonService
          ? { ...configuredServices, moonUrl: MOON_SERVICE_URL }
          : configuredServices
      }
    >
      <WithContentSource name={parameters.source}>
        <Story />
        <Toasts />
      </WithContentSource>
    </ServicesContext.Provider>
  </MemoryRouter>
);
