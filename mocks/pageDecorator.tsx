import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ToastToneStyles } from '@portfolio/ui';
import { WithContentSource } from './contentSources';

/**
 * What a page finds in the site: a router, the content source the story names
 * (`parameters.source`) and the toast container.
 */
export const withPage: Decorator = (Story, { parameters, globals }) => (
  <MemoryRouter>
    <WithContentSource name={parameters.source}>
      <Story />
      <ToastToneStyles />
      <ToastContainer position="bottom-center" pauseOnHover theme={String(globals.theme)} />
    </WithContentSource>
  </MemoryRouter>
);
