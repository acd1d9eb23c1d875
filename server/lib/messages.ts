import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import type { MessageKind } from '@contract/messages';
import { messages, userParks, users } from '../db/schema';
import type { Conn } from './db';
import { notifyMessages, notifyRead } from './message-bus';

export interface MessageDraft {
  kind: MessageKind;
  title: string;
  body?: string | null;
  /** The console path where the reader acts, built with screenLink (contract/screens/links.ts). */
  link?: string | null;
  parkId?: number | null;
  /** What it is about (messageSubject): sending it settles the earlier messages about the same subject. */
  subject?: string | null;
}

/**
 * Marks read every unread message about the subject written before this transaction, for every reader: the subject
 * has moved on, so what they asked for is done (contract/messages.ts, messageSubject). Messages written in this
 * transaction (created at its now()) stay unread. For a change that tells nobody anything new, call it alone.
 */
export async function settleMessages(tx: Conn, subject: string): Promise<void> {
  const settled = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.subject, subject), isNull(messages.readAt), lt(messages.createdAt, sql`now()`)))
    .returning({ userId: messages.userId });
  await notifyRead(tx, settled.map((row) => row.userId));
}

// Written in the transaction of the change that causes it, so a change never lands without its message (DESIGN.md §5);
// the readers' open consoles are notified in the same transaction, so they hear of it once it commits.
export async function sendMessage(tx: Conn, userIds: number[], draft: MessageDraft): Promise<void> {
  const readers = [...new Set(userIds)];
  if (draft.subject) await settleMessages(tx, draft.subject);
  if (readers.length === 0) return;
  const written = await tx.insert(messages).values(
    readers.map((userId) => ({
      userId,
      parkId: draft.parkId ?? null,
      kind: draft.kind,
      title: draft.title,
      body: draft.body ?? null,
      link: draft.link ?? null,
      subject: draft.subject ?? null,
    })),
  ).returning({ id: messages.id, userId: messages.userId });
  await notifyMessages(tx, written);
}

// The park's operators (manage users belonging to it, not frozen); platform admins see every park through its menus.
export async function notifyParkOperators(tx: Conn, parkId: number, draft: MessageDraft): Promise<void> {
  const rows = await tx
    .select({ id: users.id })
    .from(userParks)
    .innerJoin(users, eq(users.id, userParks.userId))
    .where(and(eq(userParks.parkId, parkId), eq(users.frozen, false), eq(users.userType, USER_TYPES.parkOperator)));
  await sendMessage(tx, rows.map((r) => r.id), { ...draft, parkId });
}

// Every front account of the company.
export async function notifyCompany(tx: Conn, companyId: number, draft: MessageDraft): Promise<void> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.userType, USER_TYPES.company)));
  await sendMessage(tx, rows.map((r) => r.id), draft);
}
