import { http } from '@/api/http';
import type {
  LifeTree,
  LifeTreeCompany,
  LifeTreeComparison,
  Milestone,
  MilestoneAdd,
  MilestoneUpdate,
} from '@contract/schemas/life-tree';

export type {
  LifeTree,
  LifeTreeCompany,
  LifeTreeComparison,
  Milestone,
  MilestoneAdd,
  MilestoneUpdate,
  MonthPoint,
  Tenancy,
  TimelineItem,
  YearPoint,
} from '@contract/schemas/life-tree';

const BASE = 'v1/enterprise/companyLifeTree';

export function fetchLifeTree(companyId: number): Promise<LifeTree> {
  return http.get<LifeTree>(`${BASE}/detail/${companyId}`);
}

/** The session's park's companies whose name holds the keyword (the first 20). */
export function fetchTreeCompanies(keyword: string): Promise<LifeTreeCompany[]> {
  return http.get<LifeTreeCompany[]>(`${BASE}/companies`, keyword ? { keyword } : undefined);
}

export function compareCompanies(companyIds: number[]): Promise<LifeTreeComparison> {
  return http.post<LifeTreeComparison>(`${BASE}/comparison`, { companyIds });
}

export function addMilestone(input: MilestoneAdd): Promise<Milestone> {
  return http.post<Milestone>(`${BASE}/milestone/add`, input, { loading: true });
}

export function updateMilestone(input: MilestoneUpdate): Promise<Milestone> {
  return http.put<Milestone>(`${BASE}/milestone/update`, input, { loading: true });
}

export function deleteMilestone(id: number): Promise<null> {
  return http.delete<null>(`${BASE}/milestone/delete/${id}`);
}
