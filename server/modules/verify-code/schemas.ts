// The verify-code contract lives in contract/schemas/verify-code.ts; other modules read its building blocks here.
export { SmsCode as codeProperty, Phone as phoneProperty, VERIFY_TYPES } from '@contract/schemas/verify-code';
