import { and, eq, inArray } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import { users } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { sendMessage, type MessageDraft } from '../../lib/messages';
import { agencyUserIds } from './queries';

// Agencies are platform-wide (README decisions): a profile waiting for audit reaches every park operator and the
// platform administrators, whoever of them holds the audit privilege acts on it.
export async function notifyReviewers(tx: Conn, draft: MessageDraft): Promise<void> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.userType, [USER_TYPES.platformAdmin, USER_TYPES.parkOperator]), eq(users.frozen, false)));
  await sendMessage(tx, rows.map((r) => r.id), draft);
}

export async function notifyAgency(tx: Conn, mechanismId: number, draft: MessageDraft): Promise<void> {
  await sendMessage(tx, await agencyUserIds(tx, mechanismId), draft);
}
