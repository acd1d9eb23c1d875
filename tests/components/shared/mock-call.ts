import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Call, CallAnswer, CallInput } from '@contract/calls/define-call';

type Body<C extends Call> = CallInput<C> extends { body: infer B } ? B : undefined;

export interface MockRequest<C extends Call> {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** The JSON body the console sent (undefined for GET and DELETE). */
  body: Body<C>;
}

/** A refusal as the server sends it: `code` 0 (or given), a Chinese `msg`, the fields it is about. */
export const refused = (msg: string, errors?: { field: string; msg: string }[], code: number | string = 0) =>
  HttpResponse.json({ code, msg, data: null, ...(errors ? { errors } : {}) });

/**
 * An msw handler for a declared call, typed by its declaration: the answer must have the shape of the call's
 * response (a mock answering the wrong shape fails to compile), or be a Response (`refused(…)`).
 */
export function mockCall<C extends Call>(call: C, answer: (request: MockRequest<C>) => CallAnswer<C> | Response | Promise<CallAnswer<C> | Response>): HttpHandler {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*/api/${call.path}`, async ({ request, params }) => {
    const body = (call.method === 'GET' || call.method === 'DELETE' ? undefined : await request.clone().json()) as Body<C>;
    const result = await answer({ request, params, body });
    return result instanceof Response ? result : HttpResponse.json({ code: 1, msg: '操作成功', data: result });
  });
}
