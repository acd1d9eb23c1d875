import { messageCalls } from '@contract/calls/messages';
import { callRoutes } from '../../lib/call-routes';
import { messageList, readAllMessages, readMessage, readMessagesByLink, unreadCount } from './service';

export const messageRoutes = callRoutes(messageCalls, {
  unreadCount: (db, ctx) => unreadCount(db, ctx),
  list: (db, ctx, { body }) => messageList(db, ctx, body),
  readAll: (db, ctx) => readAllMessages(db, ctx),
  readLink: (db, ctx, { body }) => readMessagesByLink(db, ctx, body.link),
  read: (db, ctx, { params }) => readMessage(db, ctx, params.id),
});
