import { codeProperty, phoneProperty } from '../verify-code/schemas';
import { PASSWORD_MAX, USERNAME_MAX } from './policy';

const username = { type: 'string', minLength: 1, maxLength: USERNAME_MAX } as const;
const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } as const;

const object = <P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const registerBody = object(
  {
    username,
    password,
    phone: phoneProperty,
    code: codeProperty,
    userType: { type: 'integer', enum: [9, 10] },
    name: { type: 'string', minLength: 1, maxLength: 60 },
    parkId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  ['username', 'password', 'phone', 'code', 'userType', 'name'] as const,
);

export const forgetBody = object({ phone: phoneProperty, code: codeProperty, password }, ['phone', 'code', 'password'] as const);

export const changePasswordBody = object({ oldPassword: password, newPassword: password }, ['oldPassword', 'newPassword'] as const);

export const changeAccountBody = object(
  {
    username,
    phone: phoneProperty,
    email: { type: 'string', maxLength: 100 },
    avatar: { type: 'string', maxLength: 500 },
    code: codeProperty,
  },
  [] as const,
);
