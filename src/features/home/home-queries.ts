import { queryOptions } from '@tanstack/react-query';
import type { HostKey } from '@contract/host-kinds';
import { callKey } from '@/api/call';
import { fetchHome, homeCalls } from '@/api/home';

/** The signed-in user's to-do in the session's park (the park in the key: switching parks reads anew). */
export const homeQuery = (host: HostKey, parkId: number | null) =>
  queryOptions({ queryKey: [...callKey(homeCalls[host]), parkId], queryFn: () => fetchHome(host) });
