import { queryOptions } from '@tanstack/react-query';
import { estateCalls, fetchEstateTree, fetchRooms } from '@/api/estate';
import { estateImportCalls, fetchImportTasks } from '@/api/estate-import';
import { callKey } from '@/api/call';
import { fetchParkInfo, parkCalls } from '@/api/park';

// The server data of the park screens, keyed by call and parameters. A change invalidates the keys it touched.

export const PARK_LIST_KEY = callKey(parkCalls.list);
export const PARK_INFO_KEY = callKey(parkCalls.info);
export const ESTATE_TREE_KEY = callKey(estateCalls.tree);

/** A park fills the edit form: not kept once the form closes, so the form opens on what the server has now. */
export const parkInfoQuery = (id: string) =>
  queryOptions({ queryKey: callKey(parkCalls.info, { params: { id: Number(id) } }), queryFn: () => fetchParkInfo(id), gcTime: 0 });

export const estateTreeQuery = (parkId: number) =>
  queryOptions({ queryKey: callKey(estateCalls.tree, { params: { id: parkId } }), queryFn: () => fetchEstateTree(parkId) });

export const FLOOR_ROOMS_KEY = callKey(estateCalls.roomList);

/**
 * The rooms of one floor as the tree shows them: loaded when a floor opens, reloaded when the tree changed them and
 * when the screen is shown again after they went stale (another screen may have moved a company in or out).
 */
export const floorRoomsQuery = (parkId: number, floorId: number, pageSize: number) =>
  queryOptions({
    queryKey: callKey(estateCalls.roomList, { body: { parkId, floorId, pageNum: 1, pageSize } }),
    queryFn: () => fetchRooms({ parkId, floorId, pageNum: 1, pageSize }),
  });

/** The park's latest import tasks. */
export const importTasksQuery = (parkId: number) =>
  queryOptions({
    queryKey: callKey(estateImportCalls.taskList, { body: { parkId, pageNum: 1, pageSize: 5 } }),
    queryFn: () => fetchImportTasks({ parkId, pageNum: 1, pageSize: 5 }),
  });
