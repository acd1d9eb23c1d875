import { queryOptions } from '@tanstack/react-query';
import { fetchEstateTree, fetchRooms } from '@/api/estate';
import { fetchImportTasks } from '@/api/estate-import';
import { fetchParkInfo } from '@/api/park';

// The server data of the park screens, keyed by call and parameters. A change invalidates the keys it touched.

export const PARK_LIST_KEY = ['v1/admin/park/list'] as const;
export const PARK_INFO_KEY = ['v1/admin/park/info'] as const;
export const ESTATE_TREE_KEY = ['v1/park/estate/tree'] as const;

/** A park fills the edit form: not kept once the form closes, so the form opens on what the server has now. */
export const parkInfoQuery = (id: string) =>
  queryOptions({ queryKey: [...PARK_INFO_KEY, id], queryFn: () => fetchParkInfo(id), gcTime: 0 });

export const estateTreeQuery = (parkId: number) =>
  queryOptions({ queryKey: [...ESTATE_TREE_KEY, parkId], queryFn: () => fetchEstateTree(parkId) });

/** The rooms of one floor as the tree shows them; loaded each time a floor opens or may have changed. */
export const floorRoomsQuery = (parkId: number, floorId: number, pageSize: number) =>
  queryOptions({
    queryKey: ['v1/park/room/list', { parkId, floorId, pageNum: 1, pageSize }],
    queryFn: () => fetchRooms({ parkId, floorId, pageNum: 1, pageSize }),
    staleTime: 0,
  });

/** The park's latest import tasks. */
export const importTasksQuery = (parkId: number) =>
  queryOptions({
    queryKey: ['v1/admin/park/import/task/list', { parkId, pageNum: 1, pageSize: 5 }],
    queryFn: () => fetchImportTasks({ parkId, pageNum: 1, pageSize: 5 }),
  });
