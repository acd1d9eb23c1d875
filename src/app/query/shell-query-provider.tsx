import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/app/query/query-client';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';

/**
 * The server-data cache of the signed-in shell (TanStack Query loads with the shell, never on the sign-in page). The
 * data belongs to one user in one park: it is dropped when the session ends, another user signs in or the park
 * changes.
 */
export function ShellQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => {
    const leaveSession = useSessionStore.subscribe((state, previous) => {
      if (state.accessToken === null || state.userId !== previous.userId) client.clear();
    });
    const leavePark = useParkStore.subscribe((state, previous) => {
      if (state.parkId !== previous.parkId) client.clear();
    });
    return () => {
      leaveSession();
      leavePark();
    };
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
