import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchCurrentUserMenu, menuCalls } from '@/api/menu';

/**
 * The manage menu tree of a park, loaded once per park: the home screen and the layout share the one call. It goes
 * with the rest of the cache when the user or the park changes.
 */
export const manageMenuQuery = (parkId: number) =>
  queryOptions({ queryKey: callKey(menuCalls.current, { params: { parkId } }), queryFn: () => fetchCurrentUserMenu(parkId), staleTime: Infinity });
