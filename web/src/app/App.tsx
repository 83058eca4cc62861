import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { installAuthHandlers } from '../features/auth/session';
import { Toaster } from '../components/Toast';
import { i18n } from '../i18n';

/** Everything around the pages: the query cache, the language, the toasts. The BFF's first-screen
 * render (entry-server.tsx) wraps its static router in the same providers, so both draw the same. */
export function AppProviders({ client, children }: { client: QueryClient; children: React.ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** `onReady`: called once the first render is committed, when the page answers clicks. */
export function App({ router, client, onReady }: { router: ReturnType<typeof createBrowserRouter>; client: QueryClient; onReady?: () => void }) {
  useEffect(() => installAuthHandlers(client), [client]);
  useEffect(() => onReady?.(), [onReady]);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
