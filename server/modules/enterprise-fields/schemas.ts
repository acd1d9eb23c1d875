import { pagingProperties } from '../../lib/paging';

export const FIELD_TYPES = ['text', 'textarea', 'number', 'select', 'multi-select', 'date', 'upload'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'multi-select'];
export const LENGTH_TYPES: readonly FieldType[] = ['text', 'textarea'];

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const name = { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' } as const;
const key = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', maxLength: 40 } as const;
const body = (properties: Record<string, object>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

const fieldProps = {
  label: name,
  type: { type: 'string', enum: FIELD_TYPES },
  required: { type: 'boolean' },
  options: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' } },
  maxLength: { type: ['integer', 'null'], minimum: 1, maximum: 2000 },
  enabled: { type: 'boolean' },
};

export const modelListBody = body({ ...pagingProperties, parkId: id }, ['parkId']);
export const addModelBody = body({ parkId: id, name, moduleKey: key, enabled: { type: 'boolean' } }, ['parkId', 'name', 'moduleKey']);
export const updateModelBody = body({ id, name, enabled: { type: 'boolean' } }, ['id']);
export const fieldListBody = body({ ...pagingProperties, modelId: id }, ['modelId']);
export const addFieldBody = body({ modelId: id, fieldKey: key, ...fieldProps }, ['modelId', 'fieldKey', 'label', 'type']);
export const updateFieldBody = body({ id, ...fieldProps }, ['id']);
export const moveBody = body({ id, direction: { type: 'string', enum: ['up', 'down'] } }, ['id', 'direction']);
export const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;

export interface ModelAdd {
  parkId: number;
  name: string;
  moduleKey: string;
  enabled?: boolean;
}
export interface ModelUpdate {
  id: number;
  name?: string;
  enabled?: boolean;
}
export interface FieldProps {
  label?: string;
  type?: FieldType;
  required?: boolean;
  options?: string[];
  maxLength?: number | null;
  enabled?: boolean;
}
export type FieldAdd = FieldProps & { modelId: number; fieldKey: string; label: string; type: FieldType };
export type FieldUpdate = FieldProps & { id: number };
export interface Move {
  id: number;
  direction: 'up' | 'down';
}
