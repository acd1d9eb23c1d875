import { personnelCalls as calls, personnelImportCalls } from '@contract/calls/personnel';
import { pathOf } from '@contract/calls/define-call';
import { api } from '@/api/call';
import { http } from '@/api/http';
import type { PersonnelImportResult, PersonnelListQuery, PersonnelSave, PersonnelWebQuery } from '@contract/schemas/personnel';

export type { Personnel, PersonnelImportResult, PersonnelSave, PersonnelWebPage } from '@contract/schemas/personnel';
export { personnelCalls, personnelImportCalls } from '@contract/calls/personnel';

export const PERSONNEL_TEMPLATE_NAME = '员工导入模板.xlsx';

/** The signed-in company's own staff. */
export const fetchPersonnel = (body: PersonnelListQuery) => api(calls.lists, { body });

/** A park operator's read-only view of one company's staff. */
export const fetchCompanyPersonnel = (body: PersonnelWebQuery) => api(calls.web, { body });

export const fetchPersonnelInfo = (id: string) => api(calls.info, { params: { id: Number(id) } });

/** Adds (no id) or replaces (with id) a staff member; an ID number left out keeps the stored one. */
export const savePersonnel = (body: PersonnelSave) => api(calls.save, { body }, { loading: true });

export const deletePersonnel = (ids: number[]) => api(calls.remove, { body: ids.length === 1 ? { id: ids[0] } : { ids } });

export const downloadPersonnelTemplate = () => api(calls.template);

/** All rows or none: a failed import answers each bad row with why. A multipart upload, so sent as a form to the declared call's path. */
export function importPersonnel(file: File): Promise<PersonnelImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<PersonnelImportResult>(pathOf(personnelImportCalls.import), form, { loading: true, timeout: 120_000 });
}
