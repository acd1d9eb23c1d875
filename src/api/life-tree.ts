import { lifeTreeCalls as calls } from '@contract/calls/life-tree';
import { api } from '@/api/call';
import type { MilestoneAdd, MilestoneUpdate } from '@contract/schemas/life-tree';

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
export { lifeTreeCalls } from '@contract/calls/life-tree';

export const fetchLifeTree = (companyId: number) => api(calls.detail, { params: { id: companyId } });
/** The session's park's companies whose name holds the keyword (the first 20). */
export const fetchTreeCompanies = (keyword: string) => api(calls.companies, { query: keyword ? { keyword } : {} });
export const compareCompanies = (companyIds: number[]) => api(calls.comparison, { body: { companyIds } });
export const addMilestone = (body: MilestoneAdd) => api(calls.addMilestone, { body }, { loading: true });
export const updateMilestone = (body: MilestoneUpdate) => api(calls.updateMilestone, { body }, { loading: true });
export const deleteMilestone = (id: number) => api(calls.deleteMilestone, { params: { id } });
