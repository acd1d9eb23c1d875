import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HOST_KEYS } from '@contract/host-kinds';
import { Envelope, IdParams, Paged } from '@contract/primitives';
import { MarkedRead, Message, MessageQuery, MessageReadLink, UnreadCount } from '@contract/schemas/messages';
import { ok } from '../../lib/envelope';
import type { RouteAccessConfig } from '../../lib/route-access';
import { contextOf } from '../../lib/request-context';
import { messageList, readAllMessages, readMessage, readMessagesByLink, unreadCount } from './service';

const tags = ['消息中心'];
// Any signed-in user, of any host kind; each call reaches the caller's own messages only.
const OWN: RouteAccessConfig = { access: { hosts: HOST_KEYS } };

export const messageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/v1/message/unread/count', { config: OWN, schema: { tags, summary: '我的未读消息数', response: { 200: Envelope(UnreadCount) } } }, async (request) =>
    ok(await unreadCount(app.db, contextOf(request))),
  );
  app.post('/v1/message/list', { config: OWN, schema: { tags, summary: '我的消息（新的在前，可按已读、未读筛选）', body: MessageQuery, response: { 200: Envelope(Paged(Message)) } } }, async (request) =>
    ok(await messageList(app.db, contextOf(request), request.body)),
  );
  // Declared before the :id route for readers; find-my-way matches the static segment first either way.
  app.post('/v1/message/read/all', { config: OWN, schema: { tags, summary: '全部标为已读', response: { 200: Envelope(MarkedRead) } } }, async (request) =>
    ok(await readAllMessages(app.db, contextOf(request))),
  );
  app.post('/v1/message/read/link', { config: OWN, schema: { tags, summary: '打开了消息链接指向的页面：这些消息标为已读', body: MessageReadLink, response: { 200: Envelope(MarkedRead) } } }, async (request) =>
    ok(await readMessagesByLink(app.db, contextOf(request), request.body.link)),
  );
  app.post('/v1/message/read/:id', { config: OWN, schema: { tags, summary: '标为已读（已读的消息原样返回；他人的消息答 404）', params: IdParams, response: { 200: Envelope(Message) } } }, async (request) =>
    ok(await readMessage(app.db, contextOf(request), request.params.id)),
  );
};
