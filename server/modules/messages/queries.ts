import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import type { MessageReadState } from '@contract/schemas/messages';

export type MessageRow = typeof messages.$inferSelect;

// Every statement names the reader first: messages_user_idx (user_id, id) and the partial messages_user_unread_idx
// (user_id where read_at is null) serve them at a million rows.
function ofReader(userId: number, status?: MessageReadState): SQL | undefined {
  const own = eq(messages.userId, userId);
  if (status === 'unread') return and(own, isNull(messages.readAt));
  if (status === 'read') return and(own, isNotNull(messages.readAt));
  return own;
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(ofReader(userId, 'unread'));
  return row?.n ?? 0;
}

export function listMessages(db: Db, userId: number, status: MessageReadState | undefined, page: PageRequest) {
  const condition = ofReader(userId, status);
  return paged(pageWindow(page), countOf(db, messages, condition), (total) =>
    db.select({ ...getTableColumns(messages), ...total }).from(messages).where(condition).orderBy(desc(messages.id)));
}

/** Marks the reader's message read if it is still unread; null when nothing changed (read already, or not theirs). */
export async function markRead(db: Db, userId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.userId, userId), isNull(messages.readAt)))
    .returning();
  return row ?? null;
}

export async function findOwnMessage(db: Db, userId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, id), eq(messages.userId, userId)));
  return row ?? null;
}

/** The reader has opened the screen these messages point to: what they asked for is in front of them. */
export async function markReadByLink(db: Db, userId: number, link: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(ofReader(userId, 'unread'), eq(messages.link, link)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db.update(messages).set({ readAt: new Date() }).where(ofReader(userId, 'unread')).returning({ id: messages.id });
  return rows.length;
}

/** The reader's messages after `afterId`, oldest first (a stream catching up). */
export function messagesAfter(db: Db, userId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(and(eq(messages.userId, userId), gt(messages.id, afterId))).orderBy(asc(messages.id)).limit(limit);
}

/** The messages just announced on the bus, read once for every stream of this instance. */
export function messagesByIds(db: Db, ids: number[]): Promise<MessageRow[]> {
  return db.select().from(messages).where(inArray(messages.id, ids)).orderBy(asc(messages.id));
}

/** The reader's newest message id (0 without any): where a stream opened without a resume point starts. */
export async function latestMessageId(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ id: max(messages.id) }).from(messages).where(eq(messages.userId, userId));
  return row?.id ?? 0;
}
