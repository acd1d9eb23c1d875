import { http } from '@/api/http';
import type { PageQuery, Paged } from '@/api/types';

export type FieldType = 'text' | 'textarea' | 'number' | 'select' | 'multi-select' | 'date' | 'upload';

/** A module (step) of the company information form of one park. */
export interface EnterpriseModel {
  id: number;
  parkId: number;
  name: string;
  moduleKey: string;
  sort: number;
  enabled: boolean;
  fieldCount: number;
}

export interface EnterpriseField {
  id: number;
  parkId: number;
  modelId: number;
  fieldKey: string;
  label: string;
  type: FieldType;
  required: boolean;
  options: string[];
  maxLength: number | null;
  sort: number;
  enabled: boolean;
}

export interface FieldInput {
  label: string;
  type: FieldType;
  required: boolean;
  options: string[];
  maxLength: number | null;
}

export type Direction = 'up' | 'down';

export function fetchModels(query: PageQuery & { parkId: number }): Promise<Paged<EnterpriseModel>> {
  return http.post<Paged<EnterpriseModel>>('v1/enterprise/models/list', query);
}

export function fetchModel(id: number | string): Promise<EnterpriseModel> {
  return http.get<EnterpriseModel>(`v1/enterprise/models/info/${encodeURIComponent(String(id))}`);
}

export function addModel(input: { parkId: number; name: string; moduleKey: string }): Promise<EnterpriseModel> {
  return http.post<EnterpriseModel>('v1/enterprise/models/add', input, { loading: true });
}

export function updateModel(input: { id: number; name?: string; enabled?: boolean }): Promise<EnterpriseModel> {
  return http.put<EnterpriseModel>('v1/enterprise/models/update', input);
}

export function moveModel(id: number, direction: Direction): Promise<null> {
  return http.put<null>('v1/enterprise/models/move', { id, direction });
}

export function deleteModel(id: number): Promise<null> {
  return http.delete<null>(`v1/enterprise/models/delete/${id}`);
}

export function fetchFields(query: PageQuery & { modelId: number }): Promise<Paged<EnterpriseField> & { model: EnterpriseModel }> {
  return http.post<Paged<EnterpriseField> & { model: EnterpriseModel }>('v1/enterprise/fields/list', query);
}

export function fetchField(id: number | string): Promise<EnterpriseField> {
  return http.get<EnterpriseField>(`v1/enterprise/fields/info/${encodeURIComponent(String(id))}`);
}

export function addField(input: FieldInput & { modelId: number; fieldKey: string }): Promise<EnterpriseField> {
  return http.post<EnterpriseField>('v1/enterprise/fields/add', input, { loading: true });
}

export function updateField(input: Partial<FieldInput> & { id: number; enabled?: boolean }): Promise<EnterpriseField> {
  return http.put<EnterpriseField>('v1/enterprise/fields/update', input, { loading: true });
}

export function moveField(id: number, direction: Direction): Promise<null> {
  return http.put<null>('v1/enterprise/fields/move', { id, direction });
}

export function deleteField(id: number): Promise<null> {
  return http.delete<null>(`v1/enterprise/fields/delete/${id}`);
}
