import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ContentSourceContext, type ContentSource } from '../data/content';
import { routesAt } from './routes';
import { useLocationReady } from './useLocationReady';

/** The site's routes, under whichever router the host gives (the browser's, the server's). */
export function SiteRoutes() {
  const location = useLocationReady();
  return useRoutes(routesAt(location.pathname), location);
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
