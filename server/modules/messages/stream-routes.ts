import type { FastifyPluginAsync } from 'fastify';
import { messageStreamCalls } from '@contract/calls/messages';
import { MessageStreamQuery } from '@contract/schemas/messages';
import { requireUser } from '../../lib/access';
import { accessHashOf } from '../auth';

const { stream } = messageStreamCalls;

/** The resume point: `after`, else the Last-Event-ID header an SSE client sends when it reconnects, else none. */
function resumeFrom(after: number | undefined, lastEventId: string | string[] | undefined): number | null {
  if (after !== undefined) return after;
  const header = Array.isArray(lastEventId) ? lastEventId[0] : lastEventId;
  return header && /^\d{1,10}$/.test(header) ? Number(header) : null;
}

// By hand from its declaration: the answer is a stream of events that lasts as long as the session, written
// straight to the socket (compression and the envelope would hold events back).
export const messageStreamRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: MessageStreamQuery }>(
    `/${stream.path}`,
    {
      config: { access: stream.access },
      schema: {
        operationId: stream.id,
        tags: [...stream.tags],
        summary: stream.summary,
        querystring: MessageStreamQuery,
        response: { 200: { description: '事件流（text/event-stream）', content: { 'text/event-stream': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const afterId = resumeFrom(request.query.after, request.headers['last-event-id']);
      const opened = await app.messageStreams.open(reply.raw, user.id, accessHashOf(request.headers.authorization), afterId ?? 0);
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // nginx would buffer the answer otherwise.
        'X-Accel-Buffering': 'no',
      });
      opened.comment('open');
      opened.start(afterId !== null);
    },
  );
};
