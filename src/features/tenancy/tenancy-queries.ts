import { queryOptions } from '@tanstack/react-query';
import { accountCalls, fetchManagers } from '@/api/account';
import { callKey } from '@/api/call';
import { estateCalls, fetchPlaceOptions } from '@/api/estate';
import { fetchCompanyVersion, fetchCompanyVersions, fetchMoveInInfo, fetchRoomOptions, tenancyCalls } from '@/api/tenancy';

// The server data of the tenancy screens, keyed by call and parameters. A change invalidates the keys it touched.

export const COMPANY_LIST_KEY = callKey(tenancyCalls.list);
export const MOVE_IN_KEY = callKey(tenancyCalls.moveInInfo);
export const VERSIONS_KEY = callKey(tenancyCalls.versions);
export const VERSION_KEY = callKey(tenancyCalls.version);

/** What a move in or out changes besides the company list: the rooms as the estate screens and choosers show them. */
export const ROOM_KEYS = [callKey(estateCalls.roomList), callKey(estateCalls.roomOptions), callKey(estateCalls.roomInfo), callKey(estateCalls.tree)] as const;

/** Opened each time the dialog opens, so it shows the rooms the company holds now. */
export const moveInInfoQuery = (companyId: number) =>
  queryOptions({ queryKey: [...MOVE_IN_KEY, companyId], queryFn: () => fetchMoveInInfo(companyId), gcTime: 0 });

export const floorOptionsQuery = (buildingId: number) =>
  queryOptions({ queryKey: callKey(estateCalls.floorOptions, { params: { id: buildingId } }), queryFn: () => fetchPlaceOptions('floor', buildingId) });

/** Which rooms are free changes with every move: always loaded again. */
export const roomOptionsQuery = (floorId: number) =>
  queryOptions({ queryKey: callKey(estateCalls.roomOptions, { params: { id: floorId } }), queryFn: () => fetchRoomOptions(floorId), staleTime: 0 });

export const buildingOptionsQuery = (parkId: number) =>
  queryOptions({ queryKey: callKey(estateCalls.buildingOptions, { params: { id: parkId } }), queryFn: () => fetchPlaceOptions('building', parkId) });

/** The park's manager accounts, to filter the list by the manager a company is allotted to. */
export const managerOptionsQuery = () =>
  queryOptions({ queryKey: callKey(accountCalls.list, { body: { pageSize: 100 } }), queryFn: () => fetchManagers({ pageSize: 100 }) });

export const versionsQuery = (companyId: number) =>
  queryOptions({ queryKey: [...VERSIONS_KEY, companyId], queryFn: () => fetchCompanyVersions(companyId) });

export const versionQuery = (companyId: number, version: number) =>
  queryOptions({ queryKey: [...VERSION_KEY, companyId, version], queryFn: () => fetchCompanyVersion(companyId, version) });
