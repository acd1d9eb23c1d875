// A refusal the caller can act on: answered as { code, msg } (HTTP 200 unless the status itself carries meaning).
export class AppError extends Error {
  readonly code: number | string;
  readonly status: number;

  constructor(msg: string, options: { code?: number | string; status?: number } = {}) {
    super(msg);
    this.code = options.code ?? 0;
    this.status = options.status ?? 200;
  }
}

export const unauthorized = (code: '401' | '4001', msg: string) => new AppError(msg, { code, status: 401 });
export const forbidden = (msg = '权限不足') => new AppError(msg, { code: 403, status: 403 });
export const notFound = (msg: string) => new AppError(msg, { code: 404, status: 404 });
export const badRequest = (msg: string) => new AppError(msg);
