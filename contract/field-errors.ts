import { Type } from 'typebox';

/**
 * A refusal about one field of the request: `field` is the path of the value in the request body as the form names
 * it (`creditCode`, `data.creditCode`, `items.0.amount`), `msg` says what is wrong in the form's words. A failed call
 * answers `{ code, msg, data: null, errors: FieldError[] }`; `msg` repeats the first error for callers without a form.
 */
export interface FieldError {
  field: string;
  msg: string;
}

export const FieldErrorSchema = Type.Object({ field: Type.String(), msg: Type.String() });
