import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The query cache of a public account page (register, password recovery): these pages sit outside the signed-in
 * shell's cache, and their reads (parks, regions) and sends (codes, the form) run on one of their own. The sign-in
 * page has none, so TanStack Query never loads there.
 */
export function PublicQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
