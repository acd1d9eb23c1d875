import type { FieldError } from '@contract/field-errors';

// A refusal the caller can act on: answered as { code, msg, errors? } (HTTP 200 unless the status itself carries
// meaning). `errors` names the fields the refusal is about, so the form shows each under its field.
export class AppError extends Error {
  readonly code: number | string;
  readonly status: number;
  readonly errors: FieldError[] | undefined;

  constructor(msg: string, options: { code?: number | string; status?: number; errors?: FieldError[] } = {}) {
    super(msg);
    this.code = options.code ?? 0;
    this.status = options.status ?? 200;
    this.errors = options.errors;
  }
}

export const unauthorized = (code: '401' | '4001', msg: string) => new AppError(msg, { code, status: 401 });
export const forbidden = (msg = '权限不足') => new AppError(msg, { code: 403, status: 403 });
export const notFound = (msg: string) => new AppError(msg, { code: 404, status: 404 });
export const badRequest = (msg: string) => new AppError(msg);

/** A refusal about one field of the request body (`field` as the form names it, e.g. `data.creditCode`). */
export const fieldError = (field: string, msg: string) => new AppError(msg, { errors: [{ field, msg }] });

/** A refusal about several fields at once; the first one's words are the answer's `msg`. */
export const fieldErrors = (errors: FieldError[]) => new AppError(errors[0]?.msg ?? '请求参数不合法', { errors });
