import { QueryClient } from '@tanstack/react-query';

/** How long loaded data counts as fresh: a screen opened again within it is not reloaded. Kept short, so going back to
 * a list shows it at once from the cache and reloads it behind. */
export const FRESH_MS = 3_000;

/**
 * The client that holds the console's server data. Failures are not retried: the HTTP client has already shown why,
 * and the screen offers 重试. Calls run whatever the browser thinks of the network, so a failure reads as before.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_MS, retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
