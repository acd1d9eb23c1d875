// The signed-in user's own account (spec §7: v1/user/*, iv/*/personerInfo).
import { Type, type Static } from 'typebox';
import { Body, Id, IntEnum, Nullable, Text } from '../primitives';
import { Phone, SmsCode } from './verify-code';

export const USERNAME_MAX = 32;
export const PASSWORD_MAX = 64;

const Username = Text(USERNAME_MAX, { minLength: 1 });
const Password = Text(PASSWORD_MAX, { minLength: 1 });

export const RegisterPayload = Body({
  username: Username,
  password: Password,
  phone: Phone,
  code: SmsCode,
  userType: IntEnum([9, 10]),
  name: Text(60, { minLength: 1 }),
  /** The park a tenant applies to. */
  parkId: Type.Optional(Id),
});
export type RegisterPayload = Static<typeof RegisterPayload>;

export const ForgetPasswordBody = Body({ phone: Phone, code: SmsCode, password: Password });
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;

export const ChangePasswordBody = Body({ oldPassword: Password, newPassword: Password });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** Changing the phone number needs a code sent to the new one. */
export const ChangeAccountPayload = Body({
  username: Type.Optional(Username),
  phone: Type.Optional(Phone),
  email: Type.Optional(Text(100)),
  avatar: Type.Optional(Text(500)),
  code: Type.Optional(SmsCode),
});
export type ChangeAccountPayload = Static<typeof ChangeAccountPayload>;

/** Company check-in state (DESIGN.md §5): null not applied, 0 submitted, 1 settled, 2 rejected, 3 moved out. */
export const CompanyState = Nullable(IntEnum([0, 1, 2, 3]));
export type CompanyState = Static<typeof CompanyState>;

export const CompanyUserInfo = Type.Object({
  companyId: Nullable(Type.Integer()),
  companyName: Nullable(Type.String()),
  state: CompanyState,
  /** The park the company belongs to (its record and form are that park's). */
  parkId: Type.Optional(Nullable(Type.Integer())),
});
export type CompanyUserInfo = Static<typeof CompanyUserInfo>;

export const MechanismUserInfo = Type.Object({ id: Type.Integer(), name: Type.String() });
export type MechanismUserInfo = Static<typeof MechanismUserInfo>;

/** A registration: the new account's id. */
export const Registered = Type.Object({ userId: Type.Integer() });
export type Registered = Static<typeof Registered>;
