import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { notifyRead } from '../../lib/message-bus';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import type { Message, MessageQuery } from '@contract/schemas/messages';
import { countUnread, findOwnMessage, listMessages, markAllRead, markRead, markReadByLink, type MessageRow } from './queries';

// Reading state is the reader's own: marking a message read writes no operation-log entry (it changes no park data).

export const shown = (row: MessageRow): Message => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  parkId: row.parkId,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

// The reader's other tabs hear of it through their streams (a mark made here, after its statement committed).
async function readAndTell(db: Db, userId: number, updated: number): Promise<number> {
  if (updated > 0) await notifyRead(db, [userId]);
  return updated;
}

export async function unreadCount(db: Db, ctx: RequestContext) {
  return { count: await countUnread(db, requireUser(ctx.user).id) };
}

export async function messageList(db: Db, ctx: RequestContext, query: MessageQuery) {
  const page = await listMessages(db, requireUser(ctx.user).id, query.status, query);
  return { list: page.list.map(shown), total: page.total };
}

/** Idempotent: a message read already answers as it is. Another user's id answers 404 and changes nothing. */
export async function readMessage(db: Db, ctx: RequestContext, id: number): Promise<Message> {
  const userId = requireUser(ctx.user).id;
  const marked = await markRead(db, userId, id);
  if (marked) await notifyRead(db, [userId]);
  const row = marked ?? (await findOwnMessage(db, userId, id));
  if (!row) throw notFound('消息不存在');
  return shown(row);
}

/** Opening a message's link (from the bell, a list, or any other way) counts as reading it. */
export async function readMessagesByLink(db: Db, ctx: RequestContext, link: string) {
  const userId = requireUser(ctx.user).id;
  return { updated: await readAndTell(db, userId, await markReadByLink(db, userId, link)) };
}

export async function readAllMessages(db: Db, ctx: RequestContext) {
  const userId = requireUser(ctx.user).id;
  return { updated: await readAndTell(db, userId, await markAllRead(db, userId)) };
}
