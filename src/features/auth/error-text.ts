import { errorWords, isApiError } from '@/api/errors';

/** The message of a failed call, for forms that show it next to what the user typed; '' when nothing to show. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.silent ? '' : error.message;
  return error instanceof Error ? error.message : errorWords().unknown;
}
