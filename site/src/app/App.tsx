import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { ContentSourceContext, type ContentSource } from '../data/content';
import { routesAt } from './routes';

/**
 * The site's routes, under whichever router the host gives (the browser's, the server's). The
 * browser's navigates in a transition: a screen whose code is still on its way suspends, and the
 * page being left stays until it is in.
 */
export function SiteRoutes() {
  return useRoutes(routesAt(useLocation().pathname));
}

export interface AppProps {
  /** Where the screens' content comes from (see ContentSourceContext). */
  contentSource: ContentSource;
}

/** The site in the browser: its routes, with their screens' code loaded as needed. */
export function App({ contentSource }: AppProps) {
  return (
    <ContentSourceContext.Provider value={contentSource}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </ContentSourceContext.Provider>
  );
}
