// Signing in and out (spec §7: v1/user/login, v1/user/logout, v1/user/loginData).
import { Type, type Static } from 'typebox';
import { MAX_ID } from '../constants';
import { Body, IntEnum, Nullable, StringEnum, Text } from '../primitives';

export const GRANT_TYPES = ['password', 'refresh_token'] as const;

/** A password grant needs username and password, a refresh grant refresh_token (checked by the route). */
export const LoginBody = Body({
  grant_type: StringEnum(GRANT_TYPES),
  username: Type.Optional(Text(64, { minLength: 1 })),
  password: Type.Optional(Text(128, { minLength: 1 })),
  refresh_token: Type.Optional(Text(256, { minLength: 1 })),
  parkId: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, default: 0 })),
  userType: IntEnum([8, 9]),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginUser = Type.Object({
  username: Type.String(),
  avatar: Nullable(Type.String()),
  userId: Type.Integer(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  userType: Type.Integer(),
});
export type LoginUser = Static<typeof LoginUser>;

export const LoginResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  privileges: Type.Array(Type.String()),
  user: LoginUser,
  extra: Type.Object({ roleLevel: Nullable(Type.Integer()) }),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const LoginDataResponse = Type.Object({
  user: LoginUser,
  extra: Type.Object({
    roleLevel: Nullable(Type.Integer()),
    companyInfo: Type.Optional(Type.Object({ companyId: Type.Integer(), companyName: Type.String(), state: Nullable(Type.Integer()) })),
    mechanism: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String() })),
  }),
});
export type LoginDataResponse = Static<typeof LoginDataResponse>;

/** A call without fields; the body may also be left out. */
export const EmptyBody = Body({});
export type EmptyBody = Static<typeof EmptyBody>;
