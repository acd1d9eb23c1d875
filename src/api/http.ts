import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type Method } from 'axios';
import { beginLoading, endLoading, errorMessages } from '@/api/api-events';
import { apiBase, basicAuthHeader } from '@/api/config';
import { ApiError, businessMessage, errorWords, statusMessage } from '@/api/errors';
import { endSession } from '@/api/session-end';
import { refreshAccessToken } from '@/api/token-refresh';
import type { Envelope, HostKey } from '@/api/types';
import type { FieldError } from '@contract/field-errors';
import { useSessionStore } from '@/stores/session';
import { currentLanguage } from '@/stores/language';

export interface RequestOptions {
  /** Show the shared '加载中...' overlay while the call runs. */
  loading?: boolean;
  /** 'bearer' (default), 'basic' for the password-grant login, 'none' for register. */
  auth?: 'bearer' | 'basic' | 'none';
  /** Resolve with the raw Blob instead of an envelope (downloads). */
  blob?: boolean;
  /** Do not show the error message; the caller shows its own. */
  quiet?: boolean;
  /** Force a host kind instead of the session's (login screens before a session exists). */
  host?: HostKey;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Replaces the host's base URL; '' sends `url` as given (the upload service's own URL). */
  baseURL?: string;
  /** Upload progress in percent (0–100), for multipart uploads. */
  onUploadProgress?: (percent: number) => void;
  /** Milliseconds before the call is given up (30 s unless said). */
  timeout?: number;
}

const clients = new Map<HostKey, AxiosInstance>();

function client(host: HostKey): AxiosInstance {
  let instance = clients.get(host);
  if (!instance) {
    instance = axios.create({ baseURL: apiBase[host], timeout: 30_000 });
    clients.set(host, instance);
  }
  return instance;
}

// Identical calls still pending are superseded: the older one is cancelled silently.
const pending = new Map<string, AbortController>();

function requestKey(method: Method, url: string, options: RequestOptions, data: unknown): string {
  return [method, url, JSON.stringify(options.params ?? null), data instanceof FormData ? Math.random() : JSON.stringify(data ?? null)].join(' ');
}

function authHeader(options: RequestOptions): Record<string, string> {
  if (options.auth === 'none') return {};
  if (options.auth === 'basic') return { Authorization: basicAuthHeader() };
  const token = useSessionStore.getState().accessToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function send(method: Method, url: string, data: unknown, options: RequestOptions): Promise<unknown> {
  const host = options.host ?? useSessionStore.getState().hostKey ?? 'manage';
  const key = `${host} ${requestKey(method, url, options, data)}`;
  pending.get(key)?.abort();
  const controller = new AbortController();
  pending.set(key, controller);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const config = (headers: Record<string, string>): AxiosRequestConfig => ({
    method,
    url,
    data,
    params: options.params,
    // The server answers refusals and field errors in the language the user reads.
    headers: { 'Accept-Language': currentLanguage(), ...options.headers, ...headers },
    signal: controller.signal,
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.onUploadProgress ? { onUploadProgress: uploadProgress(options.onUploadProgress) } : {}),
    // Downloads come as bytes and become a Blob here, typed by the answer's Content-Type.
    responseType: options.blob ? 'arraybuffer' : 'json',
  });
  try {
    const first = authHeader(options);
    try {
      return await client(host).request(config(first)).then(bodyOf);
    } catch (error) {
      if (!isExpiredToken(error) || options.auth === 'basic' || options.auth === 'none') throw error;
      // The access token expired: one shared refresh, then this call is replayed once with the new token.
      const stale = first.Authorization?.replace(/^Bearer /, '') ?? null;
      let token: string;
      try {
        token = await refreshAccessToken(stale);
      } catch (refused) {
        throw endSession(refusalReason(refused));
      }
      return await client(host).request(config({ Authorization: `Bearer ${token}` })).then(bodyOf);
    }
  } catch (error) {
    throw toApiError(error, options);
  } finally {
    if (pending.get(key) === controller) pending.delete(key);
  }
}

function uploadProgress(report: (percent: number) => void): AxiosRequestConfig['onUploadProgress'] {
  return (event) => {
    if (event.total) report(Math.round((event.loaded / event.total) * 100));
  };
}

function bodyOf(response: Pick<AxiosResponse, 'data' | 'headers'>): unknown {
  if (!(response.data instanceof ArrayBuffer)) return response.data;
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  // A download that fails answers with a JSON envelope instead of the file.
  if (type.includes('json')) return parseJson(new TextDecoder().decode(response.data));
  return new Blob([response.data], { type });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isExpiredToken(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 401 && bodyCode(error.response.data) === '401';
}

function bodyCode(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body) return String((body as { code: unknown }).code);
  return null;
}

function bodyMsg(body: unknown): unknown {
  return body && typeof body === 'object' && 'msg' in body ? (body as { msg: unknown }).msg : undefined;
}

// The server's words when a refresh was refused (a frozen account), none when the refresh could not be sent.
function refusalReason(error: unknown): unknown {
  return axios.isAxiosError(error) ? bodyMsg(error.response?.data) : undefined;
}

function toApiError(error: unknown, options: RequestOptions): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('cancelled', 'cancelled');
  if (!axios.isAxiosError(error) || !error.response) return new ApiError(errorWords().sendFailed, 'network');
  const { status } = error.response;
  const data = bodyOf(error.response);
  // A 401 that is not a plain expiry ('4001', or a replay that failed again) ends the session;
  // on the login calls themselves it is just a refusal.
  if (status === 401 && options.auth !== 'basic' && options.auth !== 'none') return endSession(bodyMsg(data));
  return new ApiError(statusMessage(status, bodyMsg(data)), 'http', bodyCode(data), status);
}

function bodyFieldErrors(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (item: unknown): item is FieldError =>
      Boolean(item) && typeof (item as FieldError).field === 'string' && typeof (item as FieldError).msg === 'string',
  );
}

// A refusal about fields is shown by the form that made the call, under each field, and a refusal of a dialog's
// confirm inside that dialog (each marks the error as shown while it handles the rejection); only when nobody
// claimed it shortly after does the message appear on top.
// The wait outlasts TanStack Query's own setTimeout(0) batch, in which per-call mutate callbacks run.
const FIELD_CLAIM_MS = 40;

function showUnlessAtFields(error: ApiError): void {
  setTimeout(() => {
    if (!error.shownAtFields) errorMessages.emit(error.message);
  }, FIELD_CLAIM_MS);
}

function unwrap<T>(body: unknown, options: RequestOptions): T {
  if (options.blob && body instanceof Blob) return body as T;
  const envelope = body as Envelope<T> | null;
  const code = bodyCode(envelope);
  if (code === '1') return (envelope as Envelope<T>).data;
  throw new ApiError(businessMessage(code ?? '', bodyMsg(envelope)), 'business', code, null, bodyFieldErrors(envelope));
}

export async function request<T>(method: Method, url: string, data: unknown, options: RequestOptions = {}): Promise<T> {
  if (options.loading) beginLoading();
  try {
    return unwrap<T>(await send(method, url, data, options), options);
  } catch (error) {
    const apiError = toApiError(error, options);
    if (!apiError.silent && !options.quiet) showUnlessAtFields(apiError);
    throw apiError;
  } finally {
    if (options.loading) endLoading();
  }
}

export const http = {
  get: <T>(url: string, params?: Record<string, unknown>, options?: RequestOptions) => request<T>('GET', url, undefined, { ...options, params }),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('POST', url, data ?? {}, options),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('PUT', url, data ?? {}, options),
  patch: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('PATCH', url, data ?? {}, options),
};
