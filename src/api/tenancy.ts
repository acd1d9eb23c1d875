import { estateCalls } from '@contract/calls/estate';
import { api } from '@/api/call';
import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { RoomOption } from '@contract/schemas/estate';
import type {
  CompanyListQuery,
  CompanyRow,
  CompanyVersionData,
  CompanyVersions,
  MoveInInfo,
  MoveInInput,
  MoveOutInput,
  MoveResult,
} from '@contract/schemas/tenancy';

export type { CompanyListQuery, CompanyRow, CompanyVersionData, CompanyVersions, MoveInInfo, TenancyRoom, VersionModel } from '@contract/schemas/tenancy';

/** The companies of the session's park (settlecompany); a manager's own companies first. */
export function fetchCompanies(query: CompanyListQuery): Promise<Paged<CompanyRow>> {
  return http.post<Paged<CompanyRow>>('v1/enterprise/lists', query);
}

export function fetchMoveInInfo(companyId: number): Promise<MoveInInfo> {
  return http.get<MoveInInfo>(`v1/enterprise/moveIn/${companyId}`);
}

/** Refused with a message naming the rooms another company holds; the dialog keeps the choices. */
export function moveCompanyIn(input: MoveInInput): Promise<MoveResult> {
  return http.post<MoveResult>('v1/enterprise/moveIn', input, { loading: true });
}

export function moveCompanyOut(input: MoveOutInput): Promise<MoveResult> {
  return http.post<MoveResult>('v1/enterprise/moveOut', input, { loading: true });
}

export function fetchCompanyVersions(companyId: number): Promise<CompanyVersions> {
  return http.get<CompanyVersions>(`v1/enterprise/versions/${companyId}`);
}

/** Version 0 is the record as it is today. */
export function fetchCompanyVersion(companyId: number, version: number): Promise<CompanyVersionData> {
  return http.get<CompanyVersionData>(`v1/enterprise/version/${companyId}/${version}`);
}

/** The enabled rooms of a floor with the company holding each (the estate select list), to pick free ones. */
export const fetchRoomOptions = (floorId: number) => api(estateCalls.roomOptions, { params: { id: floorId } });

export type { RoomOption };
