import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/queryClient';
import { installAuthHandlers } from '../features/auth/session';
import { Toaster } from '../components/Toast';
import { i18n } from '../i18n';
import { buildRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  useEffect(() => installAuthHandlers(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
