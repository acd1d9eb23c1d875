import type { Static, TSchema } from 'typebox';
import type { RouteAccess } from '../access';

// One call of the API, declared once: the server registers its route from it (only the handler is written there),
// the console calls it through `api(call, input)`, tests mock it through `mockCall`, and the OpenAPI document shows
// it whole. Decision (README "Calls declared once"): a small in-house `defineCalls` on TypeBox rather than ts-rest,
// oRPC, zodios or @lokalise/api-contracts, which are Zod-first; the console receives only the plain part of each
// declaration (scripts/vite/contract-calls.ts), so TypeBox stays out of its bundle.

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec {
  method: CallMethod;
  /** Below the API base (`/api/`), `:name` for each path parameter: `v1/admin/ps/aspirations/info/:id`. */
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The `data` of the success envelope; for a file answer, `FileBody(mime)` (contract/primitives): the body is the file. */
  response: TSchema;
  access: RouteAccess;
  summary: string;
  /**
   * The success envelope's msg (`DEFAULT_DONE` unless said; its English in contract/done-en.ts); a function when it
   * depends on the answer (`(park: Park) => (park.enabled ? '园区已启用' : '园区已停用')`) or on what was asked, the
   * validated request as its handler receives it (`(_: Detail, { body }: { body: Edit }) => (body.submit ? '已提交' : '已保存')`).
   */
  done?: string | ((answer: never, request: never) => string);
}

/** The success envelope's msg when a call declares none. */
export const DEFAULT_DONE = '操作成功';

export type Call<S extends CallSpec = CallSpec> = S & {
  /** `<domain>.<name>`: the operationId, the query key's head, the mock's name. */
  readonly id: string;
  readonly tags: readonly string[];
};

export type CallsOf<D extends Record<string, CallSpec>> = { readonly [K in keyof D & string]: Call<D[K]> };

/** Declares a domain's calls; each gets its id (`<domain>.<name>`) and the domain's tags. */
export function defineCalls<const D extends Record<string, CallSpec>>(domain: string, tags: readonly string[], specs: D): CallsOf<D> {
  const calls: Record<string, Call> = {};
  for (const [name, spec] of Object.entries(specs)) calls[name] = { ...spec, id: `${domain}.${name}`, tags };
  return calls as CallsOf<D>;
}

type Part<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends TSchema } ? { [P in K]: Static<S> } : { [P in K]?: undefined };

/** What a caller sends: the parts the declaration has, each typed by its schema. */
export type CallInput<C extends CallSpec> = Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'>;

/** The `data` a call answers on success (a file answer arrives in the console as a Blob). */
export type CallAnswer<C extends CallSpec> = Static<C['response']>;

/** Whether a call answers a file instead of an envelope (its response is `FileBody`). */
export const isFileAnswer = (call: { response?: unknown; file?: boolean }): boolean =>
  call.file ?? (call.response as { format?: unknown } | undefined)?.format === 'binary';

/** True when the call needs no input at all (then `api(call)` may omit it). */
export type NeedsNoInput<C extends CallSpec> = C extends { params: TSchema } | { query: TSchema } | { body: TSchema } ? false : true;

/** The path with its parameters filled in, each URI-encoded. */
export function pathOf(call: Pick<CallSpec, 'path'>, params?: Record<string, unknown>): string {
  return call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}
