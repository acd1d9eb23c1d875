import type { ParkInput } from '../../../src/api/types';
import { pagingProperties } from '../../lib/paging';

const code = (digits: number) => ({ type: 'string', pattern: `^[0-9]{${digits}}$`, maxLength: digits }) as const;

export const parkFields = {
  name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
  logo: { type: ['string', 'null'], maxLength: 500 },
  provinceCode: code(2),
  cityCode: code(4),
  areaCode: code(6),
  address: { type: 'string', minLength: 1, maxLength: 100 },
  areaSqm: { type: 'number', exclusiveMinimum: 0, maximum: 100000000 },
  contact: { type: 'string', minLength: 1, maxLength: 30 },
  phone: { type: 'string', pattern: '^[0-9+\\- ]{5,20}$', maxLength: 20 },
  introduction: { type: ['string', 'null'], maxLength: 2000 },
} as const;

const requiredFields = ['name', 'provinceCode', 'cityCode', 'areaCode', 'address', 'areaSqm', 'contact', 'phone'];

export const addParkBody = {
  type: 'object',
  additionalProperties: false,
  properties: parkFields,
  required: requiredFields,
} as const;

export const updateParkBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 }, ...parkFields },
  required: ['id'],
} as const;

export const isValidBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 }, enabled: { type: 'boolean' } },
  required: ['id', 'enabled'],
} as const;

export const parkListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    name: { type: 'string', maxLength: 30 },
    provinceCode: code(2),
    cityCode: code(4),
    areaCode: code(6),
    enabled: { type: 'boolean' },
  },
} as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export type { ParkInput };

export type ParkUpdate = Partial<ParkInput> & { id: number };

export interface ParkListQuery {
  pageNum?: number;
  pageSize?: number;
  name?: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  enabled?: boolean;
}
