import type { FastifyRequest } from 'fastify';

export { EmptyBody as emptyBody } from '@contract/schemas/auth';

// A call whose body has no fields may come without one (curl -X POST); the console sends {}.
export async function bodyOptional(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
