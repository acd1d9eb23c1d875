import { pagingProperties } from '../../lib/paging';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const level = { type: 'integer', enum: [1, 2, 3] } as const;
const ids = { type: 'array', items: id, maxItems: 500 } as const;

export const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
export const levelParams = { type: 'object', properties: { level }, required: ['level'] } as const;

export const roleListBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, name: { type: 'string', maxLength: 30 }, level },
} as const;

const roleFields = {
  name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
  level,
  description: { type: 'string', maxLength: 200 },
} as const;

export const roleAddBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...roleFields, menuIds: ids, privilegeIds: ids },
  required: ['name', 'level'],
} as const;

export const roleUpdateBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id, ...roleFields },
  required: ['id', 'name', 'level'],
} as const;

export const roleSettingBody = {
  type: 'object',
  additionalProperties: false,
  properties: { roleId: id, menuIds: ids, privilegeIds: ids },
  required: ['roleId', 'menuIds', 'privilegeIds'],
} as const;
