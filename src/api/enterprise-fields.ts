import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  Direction,
  EnterpriseField,
  EnterpriseModel,
  FieldAdd,
  FieldUpdate,
  ModelAdd,
  ModelQuery,
  FieldQuery,
  ModelUpdate,
} from '@contract/schemas/enterprise-fields';

export type { Direction, EnterpriseField, EnterpriseModel, FieldType } from '@contract/schemas/enterprise-fields';

/** What the field form edits. */
export type FieldInput = Required<Pick<FieldAdd, 'label' | 'type' | 'required' | 'options' | 'maxLength' | 'kind'>>;

export function fetchModels(query: ModelQuery): Promise<Paged<EnterpriseModel>> {
  return http.post<Paged<EnterpriseModel>>('v1/enterprise/models/list', query);
}

export function fetchModel(id: number | string): Promise<EnterpriseModel> {
  return http.get<EnterpriseModel>(`v1/enterprise/models/info/${encodeURIComponent(String(id))}`);
}

export function addModel(input: ModelAdd): Promise<EnterpriseModel> {
  return http.post<EnterpriseModel>('v1/enterprise/models/add', input, { loading: true });
}

export function updateModel(input: ModelUpdate): Promise<EnterpriseModel> {
  return http.put<EnterpriseModel>('v1/enterprise/models/update', input);
}

export function moveModel(id: number, direction: Direction): Promise<null> {
  return http.put<null>('v1/enterprise/models/move', { id, direction });
}

export function deleteModel(id: number): Promise<null> {
  return http.delete<null>(`v1/enterprise/models/delete/${id}`);
}

export function fetchFields(query: FieldQuery): Promise<Paged<EnterpriseField> & { model: EnterpriseModel }> {
  return http.post<Paged<EnterpriseField> & { model: EnterpriseModel }>('v1/enterprise/fields/list', query);
}

export function fetchField(id: number | string): Promise<EnterpriseField> {
  return http.get<EnterpriseField>(`v1/enterprise/fields/info/${encodeURIComponent(String(id))}`);
}

export function addField(input: FieldAdd): Promise<EnterpriseField> {
  return http.post<EnterpriseField>('v1/enterprise/fields/add', input, { loading: true });
}

export function updateField(input: FieldUpdate): Promise<EnterpriseField> {
  return http.put<EnterpriseField>('v1/enterprise/fields/update', input, { loading: true });
}

export function moveField(id: number, direction: Direction): Promise<null> {
  return http.put<null>('v1/enterprise/fields/move', { id, direction });
}

export function deleteField(id: number): Promise<null> {
  return http.delete<null>(`v1/enterprise/fields/delete/${id}`);
}
