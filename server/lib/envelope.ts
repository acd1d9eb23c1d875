export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 1, msg, data };
}

export function fail(msg: string, code: number | string = 0): Envelope<null> {
  return { code, msg, data: null };
}

// JSON schema of an envelope around `data`, for route response schemas and the OpenAPI document.
export function envelopeSchema(data: object = {}) {
  return {
    type: 'object',
    properties: { code: { type: ['integer', 'string'] }, msg: { type: 'string' }, data },
    required: ['code', 'msg'],
  } as const;
}
