// Phone verification codes (spec §7: v1/verifyCode/*).
import { Type, type Static } from 'typebox';
import { Body, Matching, Params, StringEnum } from '../primitives';
import { MOBILE_PATTERN } from '../value-rules';

export const VERIFY_TYPES = ['register', 'forget', 'change'] as const;
export const VerifyType = StringEnum(VERIFY_TYPES);
export type VerifyType = Static<typeof VerifyType>;

/** A mainland mobile number. */
export const Phone = Matching(MOBILE_PATTERN, 11);
/** A 6-digit SMS code. */
export const SmsCode = Matching('^[0-9]{6}$', 6);

export const VerifyTypeParams = Params({ verifyType: VerifyType });
export type VerifyTypeParams = Static<typeof VerifyTypeParams>;

export const PhoneBody = Body({ phone: Phone });
export type PhoneBody = Static<typeof PhoneBody>;

export const VerifyCheckBody = Body({ phone: Phone, code: SmsCode, verifyType: VerifyType });
export type VerifyCheckBody = Static<typeof VerifyCheckBody>;

export const CodeSent = Type.Object({ expiresIn: Type.Integer(), resendIn: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;
