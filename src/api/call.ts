import { isFileAnswer, pathOf, type Call, type CallAnswer, type CallInput, type NeedsNoInput } from '@contract/calls/define-call';
import { request, type RequestOptions } from '@/api/http';

type Args<C extends Call> = NeedsNoInput<C> extends true ? [input?: CallInput<C>, options?: RequestOptions] : [input: CallInput<C>, options?: RequestOptions];

/**
 * Calls a declared call (contract/calls): the URL comes from its path and params, the body and query from the
 * input, and the answer is typed by its response schema. No URL is written in the console.
 */
export function api<C extends Call>(call: C, ...[input, options]: Args<C>): Promise<CallAnswer<C>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = pathOf(call, parts.params);
  const data = call.method === 'GET' || call.method === 'DELETE' ? undefined : (parts.body ?? {});
  const file = isFileAnswer(call) ? { blob: true } : {};
  return request<CallAnswer<C>>(call.method, url, data, { ...file, ...options, ...(parts.query ? { params: parts.query } : {}) });
}

/** A call's query key: its id, then what it was asked with; `callKey(call)` alone matches every query of the call. */
export function callKey<C extends Call>(call: C, input?: CallInput<C>): readonly unknown[] {
  return input === undefined ? [call.id] : [call.id, input];
}
