import { enterpriseFieldCalls as calls } from '@contract/calls/enterprise-fields';
import { api } from '@/api/call';
import type { Direction, FieldAdd, FieldQuery, FieldUpdate, ModelAdd, ModelQuery, ModelUpdate } from '@contract/schemas/enterprise-fields';

export type { Direction, EnterpriseField, EnterpriseModel, EnterpriseModelRecord, FieldType } from '@contract/schemas/enterprise-fields';
export { enterpriseFieldCalls } from '@contract/calls/enterprise-fields';

/** What the field form edits. */
export type FieldInput = Required<Pick<FieldAdd, 'label' | 'type' | 'required' | 'options' | 'maxLength' | 'kind'>>;

export const fetchModels = (body: ModelQuery) => api(calls.modelList, { body });
export const fetchModel = (id: number | string) => api(calls.modelInfo, { params: { id: Number(id) } });
export const addModel = (body: ModelAdd) => api(calls.modelAdd, { body }, { loading: true });
export const updateModel = (body: ModelUpdate) => api(calls.modelUpdate, { body });
export const moveModel = (id: number, direction: Direction) => api(calls.modelMove, { body: { id, direction } });
export const deleteModel = (id: number) => api(calls.modelDelete, { params: { id } });

export const fetchFields = (body: FieldQuery) => api(calls.fieldList, { body });
export const fetchField = (id: number | string) => api(calls.fieldInfo, { params: { id: Number(id) } });
export const addField = (body: FieldAdd) => api(calls.fieldAdd, { body }, { loading: true });
export const updateField = (body: FieldUpdate) => api(calls.fieldUpdate, { body }, { loading: true });
export const moveField = (id: number, direction: Direction) => api(calls.fieldMove, { body: { id, direction } });
export const deleteField = (id: number) => api(calls.fieldDelete, { params: { id } });
