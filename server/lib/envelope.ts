import { DEFAULT_DONE } from '@contract/calls/define-call';
import type { FieldError } from '@contract/field-errors';
import type { Envelope } from '@contract/primitives';

// Every call answers an envelope (DESIGN.md §3): code 1 is success.

export function ok<T>(data: T, msg = DEFAULT_DONE): Envelope<T> {
  return { code: 1, msg, data };
}

export function fail(msg: string, code: number | string = 0, errors?: FieldError[]): Envelope<null> {
  return errors?.length ? { code, msg, data: null, errors } : { code, msg, data: null };
}
