import { estateCalls } from '@contract/calls/estate';
import { tenancyCalls as calls } from '@contract/calls/tenancy';
import { api } from '@/api/call';
import type { RoomOption } from '@contract/schemas/estate';
import type { CompanyListQuery, MoveInInput, MoveOutInput } from '@contract/schemas/tenancy';

export { tenancyCalls } from '@contract/calls/tenancy';
export type { CompanyListQuery, CompanyRow, CompanyVersionData, CompanyVersions, MoveInInfo, TenancyRoom, VersionModel } from '@contract/schemas/tenancy';

/** The companies of the session's park (settlecompany); a manager's own companies first. */
export const fetchCompanies = (body: CompanyListQuery) => api(calls.list, { body });
export const fetchMoveInInfo = (companyId: number) => api(calls.moveInInfo, { params: { companyId } });
/** Refused with a message naming the rooms another company holds; the dialog keeps the choices. */
export const moveCompanyIn = (body: MoveInInput) => api(calls.moveIn, { body }, { loading: true });
export const moveCompanyOut = (body: MoveOutInput) => api(calls.moveOut, { body }, { loading: true });
export const fetchCompanyVersions = (companyId: number) => api(calls.versions, { params: { companyId } });
/** Version 0 is the record as it is today. */
export const fetchCompanyVersion = (companyId: number, version: number) => api(calls.version, { params: { companyId, version } });

/** The enabled rooms of a floor with the company holding each (the estate select list), to pick free ones. */
export const fetchRoomOptions = (floorId: number) => api(estateCalls.roomOptions, { params: { id: floorId } });

export type { RoomOption };
