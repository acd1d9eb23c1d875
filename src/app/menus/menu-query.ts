import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUserMenu } from '@/api/menu';

/**
 * The manage menu tree of a park, loaded once per park: the home screen and the layout share the one call. It goes
 * with the rest of the cache when the user or the park changes.
 */
export const manageMenuQuery = (parkId: number) =>
  queryOptions({ queryKey: ['v1/menu/getCurrentUserMenu', parkId], queryFn: () => fetchCurrentUserMenu(parkId), staleTime: Infinity });
