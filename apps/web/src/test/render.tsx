import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

interface RenderOptions {
  /** The address to open. */
  path: string;
  /** A single screen under this route pattern; without it the whole app's routes are used. */
  pattern?: string;
  queryClient?: QueryClient;
}

/** Renders through the real providers and a memory router; no realtime socket is opened. */
export function renderRoute(screen: ReactElement | null, options: RenderOptions) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routes: RouteObject[] =
    screen && options.pattern ? [{ path: options.pattern, element: screen }] : appRoutes;
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const view = render(
    <AppProviders queryClient={queryClient} realtime={null}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
