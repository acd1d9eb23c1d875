import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { enterpriseCalls, fetchCompanyRecord } from '@/api/enterprise';
import { userCalls } from '@/api/user';

// The server data of the company record and audit screens, keyed by call and parameters.

export const RECORD_KEY = callKey(enterpriseCalls.record);
export const AUDIT_LIST_KEY = callKey(enterpriseCalls.auditList);
/** The check-in guard's view of the company state (src/api/queries/user-queries.ts). */
export const COMPANY_USER_KEY = callKey(userCalls.companyInfo);

/** A record fills forms: not kept once its screen closes, so a form always opens on what the server has now. */
export const recordQuery = (parkId: number, companyId: number) =>
  queryOptions({ queryKey: callKey(enterpriseCalls.record, { params: { parkId, companyId } }), queryFn: () => fetchCompanyRecord(parkId, companyId), gcTime: 0 });
