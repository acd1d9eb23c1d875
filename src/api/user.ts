import { http } from '@/api/http';
import type { CompanyUserInfo, MechanismUserInfo, ParkBrief } from '@/api/types';

/** The enabled parks the signed-in user belongs to. */
export function fetchMyParks(): Promise<ParkBrief[]> {
  return http.post<ParkBrief[]>('v1/user/user/belong/park', {});
}

export function fetchCompanyUserInfo(): Promise<CompanyUserInfo> {
  return http.get<CompanyUserInfo>('iv/company/personerInfo');
}

export function fetchMechanismUserInfo(): Promise<MechanismUserInfo> {
  return http.get<MechanismUserInfo>('iv/mechanism/personerInfo');
}
