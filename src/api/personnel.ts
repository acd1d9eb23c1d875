import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  Personnel,
  PersonnelImportResult,
  PersonnelListQuery,
  PersonnelSave,
  PersonnelWebPage,
  PersonnelWebQuery,
} from '@contract/schemas/personnel';

export type { Personnel, PersonnelImportResult, PersonnelSave, PersonnelWebPage } from '@contract/schemas/personnel';

export const PERSONNEL_TEMPLATE_NAME = '员工导入模板.xlsx';

/** The signed-in company's own staff. */
export function fetchPersonnel(query: PersonnelListQuery): Promise<Paged<Personnel>> {
  return http.post<Paged<Personnel>>('v1/enterprise/personnel/lists', query);
}

/** A park operator's read-only view of one company's staff. */
export function fetchCompanyPersonnel(query: PersonnelWebQuery): Promise<PersonnelWebPage> {
  return http.post<PersonnelWebPage>('v1/enterprise/personnel/list/web', query);
}

export function fetchPersonnelInfo(id: string): Promise<Personnel> {
  return http.get<Personnel>(`v1/enterprise/personnel/info/${id}`);
}

/** Adds (no id) or replaces (with id) a staff member; an ID number left out keeps the stored one. */
export function savePersonnel(input: PersonnelSave): Promise<Personnel> {
  return http.post<Personnel>('v1/enterprise/personnel/addOrUodate', input, { loading: true });
}

export function deletePersonnel(ids: number[]): Promise<{ deleted: number }> {
  return http.post<{ deleted: number }>('v1/enterprise/personnel/delete', ids.length === 1 ? { id: ids[0] } : { ids });
}

export function downloadPersonnelTemplate(): Promise<Blob> {
  return http.get<Blob>('v1/enterprise/personnel/template', undefined, { blob: true });
}

/** All rows or none: a failed import answers each bad row with why. */
export function importPersonnel(file: File): Promise<PersonnelImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<PersonnelImportResult>('v1/enterprise/personnel/import', form, { loading: true, timeout: 120_000 });
}
