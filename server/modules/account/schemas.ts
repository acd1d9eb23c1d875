import { pagingProperties } from '../../lib/paging';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const ids = { type: 'array', items: id, maxItems: 200 } as const;
const phone = { type: 'string', pattern: '^(1[3-9][0-9]{9})?$' } as const;
const email = { type: 'string', maxLength: 100 } as const;
const nickname = { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' } as const;
const password = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const idBody = { type: 'object', additionalProperties: false, properties: { id }, required: ['id'] } as const;
export const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;

export const listBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, keyword: { type: 'string', maxLength: 30 }, frozen: { type: 'boolean' } },
} as const;

export const insertBody = {
  type: 'object',
  additionalProperties: false,
  properties: { username: { type: 'string', minLength: 1, maxLength: 32 }, password, nickname, phone, email, roleId: id },
  required: ['username', 'password', 'nickname', 'roleId'],
} as const;

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id, nickname, phone, email, roleId: id, password },
  required: ['id'],
} as const;

export const freezeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id, frozen: { type: 'boolean' } },
  required: ['id', 'frozen'],
} as const;

export const allotBody = {
  type: 'object',
  additionalProperties: false,
  properties: { managerId: id, companyIds: ids, staffIds: ids },
  required: ['managerId'],
} as const;

export const allotListBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, managerId: id, kind: { type: 'string', enum: ['company', 'staff'] } },
} as const;

export const commitmentBody = {
  type: 'object',
  additionalProperties: false,
  properties: { content: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
  required: ['content'],
} as const;
