import { accountCalls as calls } from '@contract/calls/account';
import { api } from '@/api/call';
import type { AllotInput, AllotQuery, ManagerInput, ManagerQuery, ManagerUpdate } from '@contract/schemas/account';

export type {
  AllotChoice,
  AllotChoices,
  AllotInput,
  AllotKind,
  AllotQuery,
  Allotment,
  Commitment,
  CompanyManager,
  ManagerAccount,
  ManagerDetail,
  ManagerInput,
  ManagerQuery,
  ManagerUpdate,
} from '@contract/schemas/account';
export { accountCalls } from '@contract/calls/account';

export const fetchManagers = (body: ManagerQuery) => api(calls.list, { body });
export const fetchManagerDetail = (id: number) => api(calls.detail, { body: { id } });
export const insertManager = (body: ManagerInput) => api(calls.insert, { body });
export const updateManager = (body: ManagerUpdate) => api(calls.update, { body });
export const freezeManager = (id: number, frozen: boolean) => api(calls.freeze, { body: { id, frozen } });
export const allotToManager = (managerId: number, picks: Omit<AllotInput, 'managerId'>) => api(calls.allot, { body: { managerId, ...picks } });
export const fetchAllotments = (body: AllotQuery) => api(calls.allotList, { body });
export const fetchAllotChoices = () => api(calls.allotOptions);
export const deleteAllotment = (id: number) => api(calls.allotDelete, { params: { id } });
