import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { RealtimeClient } from '../lib/realtime';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  realtime: RealtimeClient | null;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, realtime, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
