// The verify-code contract lives in src/contract/schemas/verify-code.ts; other modules read its building blocks here.
export { SmsCode as codeProperty, Phone as phoneProperty, VERIFY_TYPES } from '../../../src/contract/schemas/verify-code';
