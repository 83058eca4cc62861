import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routeTable } from './routeTable';

// Minimal router over the route table; the shell issue replaces it with layouts, guards and i18n.
const router = createBrowserRouter([
  ...routeTable.map((r) => {
    const Page = lazy(r.load);
    return {
      path: r.path,
      element: (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ),
    };
  }),
  { path: '*', element: <h1>This page could not be found</h1> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
