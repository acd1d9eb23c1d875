import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { CONSULTATION_ANSWER_HOURS, type ConsultationState, type ConsultationSubject } from '@contract/consultation-states';
import { USER_TYPES } from '@contract/host-kinds';
import type { Attachment } from '@contract/schemas/content';
import { agencyProfiles, companies, consultationEntries, consultations, contentItems, mechanisms, users } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { countOf, paged, type PageTotal } from '../../lib/paging';
import type { StatefulTable } from '../../lib/transition';
import { isoTime, isoTimeOrNull } from '../../lib/sql-time';

const overdue = sql<boolean>`coalesce(${consultations.waitingSince} < now() - make_interval(hours => ${CONSULTATION_ANSWER_HOURS}), false)`;

const rowColumns = {
  id: consultations.id,
  parkId: consultations.parkId,
  companyId: consultations.companyId,
  companyName: companies.name,
  subjectType: sql<ConsultationSubject>`${consultations.subjectType}`,
  subjectId: consultations.subjectId,
  subjectTitle: consultations.subjectTitle,
  question: consultations.question,
  state: consultations.state,
  version: consultations.version,
  mechanismId: consultations.mechanismId,
  mechanismName: mechanisms.name,
  overdue,
  waitingSince: isoTimeOrNull(consultations.waitingSince),
  createdAt: isoTime(consultations.createdAt),
  updatedAt: isoTime(consultations.updatedAt),
};

export interface ConsultationFilter {
  parkId?: number;
  companyId?: number;
  mechanismId?: number;
  state?: ConsultationState;
  subjectType?: ConsultationSubject;
  companyName?: string;
  from?: string;
  to?: string;
  overdue?: boolean;
  handed?: boolean;
}

function whereOf(f: ConsultationFilter): SQL | undefined {
  return and(
    f.parkId === undefined ? undefined : eq(consultations.parkId, f.parkId),
    f.companyId === undefined ? undefined : eq(consultations.companyId, f.companyId),
    f.mechanismId === undefined ? undefined : eq(consultations.mechanismId, f.mechanismId),
    f.state ? eq(consultations.state, f.state) : undefined,
    f.subjectType ? eq(consultations.subjectType, f.subjectType) : undefined,
    f.companyName
      ? inArray(consultations.companyId, sql`(select ${companies.id} from ${companies} where ${companies.name} ilike ${`%${escapeLike(f.companyName)}%`})`)
      : undefined,
    f.from ? sql`${consultations.createdAt} >= ${f.from}` : undefined,
    f.to ? sql`${consultations.createdAt} <= ${f.to}` : undefined,
    f.overdue === undefined ? undefined : f.overdue ? sql`${consultations.waitingSince} < now() - make_interval(hours => ${CONSULTATION_ANSWER_HOURS})` : sql`not ${overdue}`,
    f.handed === undefined ? undefined : f.handed ? sql`${consultations.mechanismId} is not null` : sql`${consultations.mechanismId} is null`,
  );
}

// A page carries its total (withTotal); a single consultation does not.
const joined = (conn: Conn, total: Partial<PageTotal> = {}) =>
  conn.select({ ...rowColumns, ...total }).from(consultations)
    .innerJoin(companies, eq(companies.id, consultations.companyId))
    .leftJoin(mechanisms, eq(mechanisms.id, consultations.mechanismId));

export function listConsultations(conn: Conn, f: ConsultationFilter, offset: number, limit: number) {
  const where = whereOf(f);
  return paged({ offset, limit }, countOf(conn, consultations, where), (total) => joined(conn, total).where(where).orderBy(desc(consultations.id)));
}

export async function findConsultation(conn: Conn, id: number) {
  const [row] = await joined(conn).where(eq(consultations.id, id));
  return row ?? null;
}
export type ConsultationRecord = NonNullable<Awaited<ReturnType<typeof findConsultation>>>;

export function threadOf(conn: Conn, id: number) {
  return conn.select({
    id: consultationEntries.id,
    author: consultationEntries.author,
    authorName: consultationEntries.authorName,
    kind: consultationEntries.kind,
    body: consultationEntries.body,
    attachments: consultationEntries.attachments,
    createdAt: isoTime(consultationEntries.createdAt),
  }).from(consultationEntries).where(eq(consultationEntries.consultationId, id)).orderBy(asc(consultationEntries.id));
}

export async function insertConsultation(tx: Conn, values: typeof consultations.$inferInsert): Promise<number> {
  const [row] = await tx.insert(consultations).values(values).returning({ id: consultations.id });
  if (!row) throw new Error('consultation not inserted');
  return row.id;
}

export interface EntryValues {
  consultationId: number;
  parkId: number;
  author: string;
  authorId: number | null;
  authorName: string;
  kind: string;
  body: string;
  attachments?: Attachment[];
}

export async function insertEntry(tx: Conn, values: EntryValues): Promise<void> {
  await tx.insert(consultationEntries).values(values);
}

export interface ConsultationChange {
  state?: ConsultationState;
  waitingSince?: Date | null;
  mechanismId?: number;
  handedAt?: Date;
}

/** The consultations table as its machine's rows (server/lib/transition.ts). */
export const CONSULTATION_ROWS: StatefulTable<typeof consultations> = { table: consultations, key: 'id', state: 'state', version: 'version', touched: 'updatedAt' };

export async function companyOf(conn: Conn, companyId: number) {
  const [row] = await conn.select({ id: companies.id, parkId: companies.parkId, name: companies.name, state: companies.state })
    .from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

// A policy or service product of the park that companies can read now (on shelf, its time come).
export async function publishedSubject(conn: Conn, parkId: number, type: 'policy' | 'service', id: number) {
  const [row] = await conn.select({ id: contentItems.id, title: contentItems.title }).from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.parkId, parkId), eq(contentItems.type, type), eq(contentItems.state, 'on'), sql`${contentItems.publishAt} <= now()`));
  return row ?? null;
}

export function publishedSubjects(conn: Conn, parkId: number, type: 'policy' | 'service', title: string | undefined) {
  return conn.select({ id: contentItems.id, title: contentItems.title }).from(contentItems)
    .where(and(
      eq(contentItems.parkId, parkId), eq(contentItems.type, type), eq(contentItems.state, 'on'), sql`${contentItems.publishAt} <= now()`,
      title ? sql`${contentItems.title} ilike ${`%${escapeLike(title)}%`}` : undefined,
    ))
    .orderBy(desc(contentItems.pinned), sql`${contentItems.publishAt} desc nulls last`, desc(contentItems.id)).limit(50);
}

const listedAgency = and(eq(mechanisms.listed, true), eq(mechanisms.frozen, false), eq(agencyProfiles.state, 'approved'));

// Agencies a consultation may be handed to: listed, not frozen, with an approved profile.
export function handCandidates(conn: Conn) {
  return conn.select({ id: mechanisms.id, name: mechanisms.name, serviceTypes: agencyProfiles.serviceTypes }).from(mechanisms)
    .innerJoin(agencyProfiles, eq(agencyProfiles.mechanismId, mechanisms.id)).where(listedAgency).orderBy(asc(mechanisms.name), asc(mechanisms.id)).limit(500);
}

export async function listedAgencyName(conn: Conn, id: number): Promise<string | null> {
  const [row] = await conn.select({ name: mechanisms.name }).from(mechanisms)
    .innerJoin(agencyProfiles, eq(agencyProfiles.mechanismId, mechanisms.id)).where(and(eq(mechanisms.id, id), listedAgency));
  return row?.name ?? null;
}

export async function agencyUserIds(conn: Conn, mechanismId: number): Promise<number[]> {
  const rows = await conn.select({ id: users.id }).from(users).where(and(
    eq(users.mechanismId, mechanismId), eq(users.frozen, false),
    notInArray(users.userType, [USER_TYPES.platformAdmin, USER_TYPES.parkOperator, USER_TYPES.company]),
  ));
  return rows.map((r) => r.id);
}

export async function displayNameOf(conn: Conn, userId: number): Promise<string> {
  const [row] = await conn.select({ nickname: users.nickname, username: users.username }).from(users).where(eq(users.id, userId));
  return row?.nickname ?? row?.username ?? '';
}

export async function mechanismName(conn: Conn, id: number): Promise<string> {
  const [row] = await conn.select({ name: mechanisms.name }).from(mechanisms).where(eq(mechanisms.id, id));
  return row?.name ?? '';
}
