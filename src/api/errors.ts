import type { FieldError } from '@contract/field-errors';
import { defineCatalogue, sideOf, type Texts } from '@/lib/i18n/catalogue';
import { currentLanguage } from '@/stores/language';

// The error catalogue of spec §8, in Chinese; its English side is src/api/errors-en-US.ts.
export const UNKNOWN_ERROR = '未知错误';
export const SEND_FAILED = '接口发送失败';
export const FORBIDDEN = '权限不足';
export const SESSION_EXPIRED = '登录已过期，请重新登录';

const zh = {
  unknown: UNKNOWN_ERROR,
  sendFailed: SEND_FAILED,
  forbidden: FORBIDDEN,
  sessionExpired: SESSION_EXPIRED,
  /** Business codes whose wording the console fixes regardless of the server's msg. */
  codes: {
    '500': '服务器繁忙，请稍后再试',
    '4003': FORBIDDEN,
    '4004': '请求的数据不存在',
  },
  statuses: {
    400: '请求参数有误',
    404: '请求的资源不存在',
    405: '请求方法不被允许',
    408: '请求超时',
    413: '上传内容过大',
    429: '请求过于频繁，请稍后再试',
    500: '服务器内部错误',
    502: '网关错误',
    503: '服务暂不可用',
    504: '网关超时',
  },
};

export type ErrorTexts = Texts<typeof zh>;

export const errorCatalogue = defineCatalogue(zh, () => import('@/api/errors-en-US'));

/** The catalogue's words in the language in effect (Chinese until the English side has come). */
export function errorWords(): ErrorTexts {
  return sideOf(errorCatalogue, currentLanguage()) ?? errorCatalogue.zh;
}

export const codeMessages: Record<string, string> = zh.codes;
export const statusMessages: Record<number, string> = zh.statuses;

export type ApiErrorKind = 'business' | 'http' | 'network' | 'cancelled' | 'session';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | null;
  readonly status: number | null;
  /** The fields a business refusal is about (empty when it concerns the whole call). */
  readonly fields: FieldError[];
  /** Set by the form or dialog that shows the refusal itself, so the client does not also show it as a message. */
  shownAtFields = false;

  constructor(message: string, kind: ApiErrorKind, code: string | null = null, status: number | null = null, fields: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  /** Cancelled duplicates and session ends are not shown as messages. */
  get silent(): boolean {
    return this.kind === 'cancelled' || this.kind === 'session';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A dialog that shows a refusal inside itself claims it, so the client shows no message behind the dialog: the
 * refusal's words, or null for a cancelled call or an ended session (nothing to show).
 */
export function claimRefusal(error: unknown): string | null {
  if (!isApiError(error) || error.silent) return null;
  error.shownAtFields = true;
  return error.message;
}

export function businessMessage(code: string, msg: unknown): string {
  const words = errorWords();
  return (words.codes as Record<string, string>)[code] ?? (typeof msg === 'string' && msg ? msg : words.unknown);
}

export function statusMessage(status: number, msg: unknown): string {
  const words = errorWords();
  if (status === 403) return words.forbidden;
  return (words.statuses as Record<number, string>)[status] ?? (typeof msg === 'string' && msg ? msg : words.unknown);
}
