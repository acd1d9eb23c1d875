import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import type { SuggestionCategory } from '@contract/suggestions';
import type { SuggestionState } from '@contract/machines/suggestion';
import { companies, suggestions, userParks, users } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { paged } from '../../lib/paging';
import { escapeLike } from '../../lib/db';
import type { StatefulTable } from '../../lib/transition';
import { isoTime, isoTimeOrNull } from '../../lib/sql-time';

const columns = {
  id: suggestions.id,
  parkId: suggestions.parkId,
  companyId: suggestions.companyId,
  companyName: companies.name,
  category: suggestions.category,
  content: suggestions.content,
  attachments: suggestions.attachments,
  state: suggestions.state,
  assigneeId: suggestions.assigneeId,
  assigneeName: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
  reply: suggestions.reply,
  repliedAt: isoTimeOrNull(suggestions.repliedAt),
  closeRemark: suggestions.closeRemark,
  closedAt: isoTimeOrNull(suggestions.closedAt),
  createdAt: isoTime(suggestions.createdAt),
  version: suggestions.version,
};

export interface SuggestionFilter {
  parkId?: number;
  companyId?: number;
  state?: SuggestionState;
  category?: SuggestionCategory;
  companyName?: string;
  from?: string;
  to?: string;
}

function whereOf(f: SuggestionFilter) {
  return and(
    f.parkId ? eq(suggestions.parkId, f.parkId) : undefined,
    f.companyId ? eq(suggestions.companyId, f.companyId) : undefined,
    f.state ? eq(suggestions.state, f.state) : undefined,
    f.category ? eq(suggestions.category, f.category) : undefined,
    f.companyName ? sql`${companies.name} ilike ${`%${escapeLike(f.companyName)}%`}` : undefined,
    f.from ? gte(suggestions.createdAt, new Date(f.from)) : undefined,
    f.to ? lte(suggestions.createdAt, new Date(f.to)) : undefined,
  );
}

export async function listSuggestions(conn: Conn, f: SuggestionFilter, offset: number, limit: number) {
  const where = whereOf(f);
  const counted = conn.select({ total: count() }).from(suggestions).innerJoin(companies, eq(companies.id, suggestions.companyId)).where(where);
  return paged({ offset, limit }, counted, (total) =>
    conn.select({ ...columns, ...total }).from(suggestions).innerJoin(companies, eq(companies.id, suggestions.companyId))
      .leftJoin(users, eq(users.id, suggestions.assigneeId))
      .where(where).orderBy(desc(suggestions.createdAt), desc(suggestions.id)),
  );
}

export async function findSuggestion(conn: Conn, id: number) {
  const [row] = await conn.select(columns).from(suggestions).innerJoin(companies, eq(companies.id, suggestions.companyId))
    .leftJoin(users, eq(users.id, suggestions.assigneeId)).where(eq(suggestions.id, id));
  return row;
}

/** A suggestion this transaction has just written, so it exists. */
export async function writtenSuggestion(conn: Conn, id: number) {
  const row = await findSuggestion(conn, id);
  if (!row) throw new Error(`suggestion ${id} not found after its write`);
  return row;
}

export async function insertSuggestion(conn: Conn, values: typeof suggestions.$inferInsert) {
  const [row] = await conn.insert(suggestions).values(values).returning({ id: suggestions.id });
  return row!.id;
}

/** The suggestions table as its machine's rows (server/lib/transition.ts). */
export const SUGGESTION_ROWS: StatefulTable<typeof suggestions> = { table: suggestions, key: 'id', state: 'state', version: 'version', touched: 'updatedAt' };

export async function companyOf(conn: Conn, id: number) {
  const [row] = await conn.select({ id: companies.id, parkId: companies.parkId, name: companies.name, state: companies.state }).from(companies).where(eq(companies.id, id));
  return row;
}

/** The park's manage users (not frozen) a suggestion can be handed to. */
export function parkColleagues(conn: Conn, parkId: number) {
  return conn.select({ id: users.id, name: sql<string>`coalesce(${users.nickname}, ${users.username})` })
    .from(userParks).innerJoin(users, eq(users.id, userParks.userId))
    .where(and(eq(userParks.parkId, parkId), eq(users.frozen, false), eq(users.userType, USER_TYPES.parkOperator)))
    .orderBy(users.id);
}
