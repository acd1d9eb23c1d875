import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export { EmptyBody as emptyBody } from '@contract/schemas/auth';

// A call whose body has no fields may come without one (curl -X POST); the console sends {}.
export async function bodyOptional(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** The rate limit of the calls that sign in, sign up, send codes or change passwords: per client, per minute. */
export const authRateLimit = (config: Config) => ({ max: config.authRateLimit, timeWindow: 60_000 });
