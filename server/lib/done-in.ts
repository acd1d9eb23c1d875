import type { FastifyRequest } from 'fastify';
import { DEFAULT_DONE } from '@contract/calls/define-call';
import { doneEn } from '@contract/done-en';
import { languageOfHeader } from '@contract/languages';

/**
 * A success message in the caller's language (Accept-Language, as the error handler reads it for refusals): English
 * from contract/done-en.ts, or as declared for a Chinese caller (undefined leaves the envelope's default).
 */
export function doneIn(request: FastifyRequest, message: string | undefined): string | undefined {
  return languageOfHeader(request.headers['accept-language']) === 'en-US' ? doneEn(message ?? DEFAULT_DONE) : message;
}
