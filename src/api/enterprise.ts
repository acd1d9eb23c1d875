import { enterpriseCalls as calls } from '@contract/calls/enterprise';
import { api } from '@/api/call';
import type { AuditInput, AuditListQuery, RecordSave } from '@contract/schemas/enterprise';

export type { Answers, AnswerValue, AuditRow, CompanyRecord, RecordCompany, RecordModel, RecordSaved } from '@contract/schemas/enterprise';
export { enterpriseCalls } from '@contract/calls/enterprise';

/** The company's whole record on its park's form. */
export const fetchCompanyRecord = (parkId: number, companyId: number) => api(calls.record, { params: { parkId, companyId } });

/** Saves one step: isCommit 0 keeps a draft, 1 submits it (the last step sends the application). */
export const saveRecordStep = (parkId: number, companyId: number, moduleKey: string, body: RecordSave) =>
  api(calls.save, { params: { parkId, companyId, moduleKey }, body }, { loading: true });

export const withdrawApplication = (parkId: number, companyId: number) => api(calls.withdraw, { params: { parkId, companyId } }, { loading: true });

/** Applications and settled companies' changes waiting for audit in a park. */
export const fetchAuditList = (body: AuditListQuery) => api(calls.auditList, { body });

export const auditCompany = (parkId: number, companyId: number, body: AuditInput) =>
  api(calls.audit, { params: { parkId, companyId }, body }, { loading: true });
