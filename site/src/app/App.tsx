import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

/** The site in the browser: its routes, with their screens' code loaded as needed. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
