import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { toast } from '@/api/toastStore';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { startI18n, type ConsoleTexts } from './i18n';
import { consoleError } from './errors';
import { ConsoleProvider, type ConsoleSetup } from './context';

/** A console's start: its texts, the data cache with the storefront's retry rules, then its screens. */
export async function bootConsole(texts: ConsoleTexts, setup: ConsoleSetup, app: ReactNode): Promise<void> {
  const i18n = await startI18n(texts);

  const queryClient = new QueryClient({
    mutationCache: new MutationCache({
      // A form that words its own failure opts out (meta.errorToast false), as in the storefront.
      onError: (err, _v, _c, mutation) => {
        if (mutation.options.meta?.errorToast === false) return;
        toast.error(consoleError(err, (k) => i18n.t(k)));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 1,
      },
      mutations: { retry: false },
    },
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConsoleProvider value={setup}>{app}</ConsoleProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
