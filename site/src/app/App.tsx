import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContentSourceContext, type ContentSource } from '../data/content';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Where the screens' content comes from (see ContentSourceContext). */
  contentSource: ContentSource;
}

/** The site in the browser: its routes, with their screens' code loaded as needed. */
export function App({ router, contentSource }: AppProps) {
  return (
    <ContentSourceContext.Provider value={contentSource}>
      <RouterProvider router={router} />
    </ContentSourceContext.Provider>
  );
}
