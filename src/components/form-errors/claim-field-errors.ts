import { isApiError } from '@/api/errors';

/**
 * For input kept in React state rather than an antd form: a refusal's messages by field, when every field it names
 * is one of `names` (the error is then marked shown, so the client shows no message on top); null otherwise.
 */
export function claimFieldErrors<N extends string>(error: unknown, names: readonly N[]): Partial<Record<N, string>> | null {
  if (!isApiError(error) || !error.fields.length) return null;
  if (!error.fields.every(({ field }) => (names as readonly string[]).includes(field))) return null;
  error.shownAtFields = true;
  return Object.fromEntries(error.fields.map(({ field, msg }) => [field, msg])) as Partial<Record<N, string>>;
}
