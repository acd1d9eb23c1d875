import type { FastifyRequest } from 'fastify';
import { envelopeSchema } from '../../lib/envelope';

export const loginBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    refresh_token: { type: 'string', minLength: 1, maxLength: 256 },
    parkId: { type: 'integer', minimum: 0, maximum: 2147483647, default: 0 },
    userType: { type: 'integer', enum: [8, 9] },
  },
  required: ['grant_type', 'userType'],
  allOf: [
    {
      if: { properties: { grant_type: { const: 'password' } }, required: ['grant_type'] },
      then: { required: ['username', 'password'] },
    },
    {
      if: { properties: { grant_type: { const: 'refresh_token' } }, required: ['grant_type'] },
      then: { required: ['refresh_token'] },
    },
  ],
} as const;

export interface LoginBody {
  grant_type: 'password' | 'refresh_token';
  username?: string;
  password?: string;
  refresh_token?: string;
  parkId: number;
  userType: number;
}

const nullableString = { type: ['string', 'null'] } as const;

export const loginUserSchema = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    avatar: nullableString,
    userId: { type: 'integer' },
    email: nullableString,
    phone: nullableString,
    userType: { type: 'integer' },
  },
} as const;

export const loginResponseSchema = envelopeSchema({
  type: ['object', 'null'],
  properties: {
    access_token: { type: 'string' },
    refresh_token: { type: 'string' },
    privileges: { type: 'array', items: { type: 'string' } },
    user: loginUserSchema,
    extra: { type: 'object', properties: { roleLevel: { type: ['integer', 'null'] } } },
  },
});

export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

// A call whose body has no fields may come without one (curl -X POST); the console sends {}.
export async function bodyOptional(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
