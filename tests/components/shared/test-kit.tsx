import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { message } from 'antd';
import { type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createQueryClient } from '@/app/query/query-client';

// antd screens render slowly in jsdom on a busy machine; a second is too tight for a list round trip.
configure({ asyncUtilTimeout: 5000 });

/** An msw server for one test file: unknown requests fail the test; handlers reset after each test. */
export function setupMsw(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    message.destroy();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders routes in a data router (as the shell's hash router is) at `url`, over a server-data cache of their own. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export function renderAt(element: ReactElement, url = '/', path = '/') {
  return renderRoutes([{ path, element }], url);
}

export function currentQuery(router: ReturnType<typeof createMemoryRouter>): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
