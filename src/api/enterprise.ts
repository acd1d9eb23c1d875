import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { AuditInput, AuditListQuery, AuditRow, CompanyRecord, RecordCompany, RecordSave, RecordSaved } from '@contract/schemas/enterprise';

export type { Answers, AnswerValue, AuditRow, CompanyRecord, RecordCompany, RecordModel, RecordSaved } from '@contract/schemas/enterprise';

const recordPath = (parkId: number, companyId: number) => `v1/enterprise/detail/${parkId}/${companyId}`;

/** The company's whole record on its park's form. */
export function fetchCompanyRecord(parkId: number, companyId: number): Promise<CompanyRecord> {
  return http.get<CompanyRecord>(recordPath(parkId, companyId));
}

/** Saves one step: isCommit 0 keeps a draft, 1 submits it (the last step sends the application). */
export function saveRecordStep(parkId: number, companyId: number, moduleKey: string, input: RecordSave): Promise<RecordSaved> {
  return http.post<RecordSaved>(`${recordPath(parkId, companyId)}/${encodeURIComponent(moduleKey)}`, input, { loading: true });
}

export function withdrawApplication(parkId: number, companyId: number): Promise<RecordCompany> {
  return http.post<RecordCompany>(`v1/enterprise/withdraw/${parkId}/${companyId}`, {}, { loading: true });
}

/** Applications and settled companies' changes waiting for audit in a park. */
export function fetchAuditList(query: AuditListQuery): Promise<Paged<AuditRow>> {
  return http.post<Paged<AuditRow>>('v1/enterprise/check/list', query);
}

export function auditCompany(parkId: number, companyId: number, input: AuditInput): Promise<RecordCompany> {
  return http.post<RecordCompany>(`v1/enterprise/check/${parkId}/${companyId}`, input, { loading: true });
}
