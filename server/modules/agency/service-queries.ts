import { agencyServiceMachine } from '@contract/machines/agency-service';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AgencyServiceFields, AgencyServiceListQuery, ListedService, OfferingAgency } from '@contract/schemas/agency-service';
import type { ServiceType } from '@contract/agency';
import { agencyProfiles, agencyServices, mechanisms } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { countOf, paged, pageWindow, type PageTotal } from '../../lib/paging';
import type { StatefulTable } from '../../lib/transition';

const serviceColumns = {
  id: agencyServices.id,
  mechanismId: agencyServices.mechanismId,
  mechanismName: mechanisms.name,
  name: agencyServices.name,
  serviceType: agencyServices.serviceType,
  state: agencyServices.state,
  version: agencyServices.version,
  awaiting: agencyServices.awaiting,
  priceMinFen: agencyServices.priceMinFen,
  priceMaxFen: agencyServices.priceMaxFen,
  deliveryDays: agencyServices.deliveryDays,
  deliverables: agencyServices.deliverables,
  voucherPayable: agencyServices.voucherPayable,
  body: agencyServices.body,
  pending: agencyServices.pending,
  rejectReason: agencyServices.rejectReason,
  submittedAt: agencyServices.submittedAt,
};

// A page carries its total (withTotal); a single service does not.
const joined = (db: Conn, total: Partial<PageTotal> = {}) =>
  db.select({ ...serviceColumns, ...total }).from(agencyServices).innerJoin(mechanisms, eq(mechanisms.id, agencyServices.mechanismId));

export async function findService(db: Conn, id: number) {
  const [row] = await joined(db).where(eq(agencyServices.id, id));
  return row ?? null;
}
export type ServiceRecord = NonNullable<Awaited<ReturnType<typeof findService>>>;

/** Approved services of listed agencies whose profile is approved: what companies may see and apply to. */
const listedCondition = and(eq(agencyServices.state, 'approved'), eq(mechanisms.listed, true), eq(agencyProfiles.state, 'approved'));

export async function findListedService(db: Conn, id: number): Promise<ListedService | null> {
  const [row] = await db
    .select({
      id: agencyServices.id,
      mechanismId: agencyServices.mechanismId,
      mechanismName: mechanisms.name,
      name: agencyServices.name,
      serviceType: agencyServices.serviceType,
      priceMinFen: agencyServices.priceMinFen,
      priceMaxFen: agencyServices.priceMaxFen,
      voucherPayable: agencyServices.voucherPayable,
      deliveryDays: agencyServices.deliveryDays,
    })
    .from(agencyServices)
    .innerJoin(mechanisms, eq(mechanisms.id, agencyServices.mechanismId))
    .innerJoin(agencyProfiles, eq(agencyProfiles.mechanismId, agencyServices.mechanismId))
    .where(and(eq(agencyServices.id, id), listedCondition));
  return row ? { ...row, serviceType: row.serviceType as ServiceType } : null;
}

export async function agenciesOffering(db: Conn, serviceType: ServiceType): Promise<OfferingAgency[]> {
  return db
    .selectDistinct({ mechanismId: mechanisms.id, name: mechanisms.name })
    .from(agencyServices)
    .innerJoin(mechanisms, eq(mechanisms.id, agencyServices.mechanismId))
    .innerJoin(agencyProfiles, eq(agencyProfiles.mechanismId, agencyServices.mechanismId))
    .where(and(eq(agencyServices.serviceType, serviceType), listedCondition))
    .orderBy(asc(mechanisms.name), asc(mechanisms.id));
}

/** One page of listed services, newest first (the park's service products for companies). */
export async function listListedServices(db: Conn, query: { name?: string; serviceType?: string; pageNum?: number; pageSize?: number }) {
  const conditions: SQL[] = [];
  const name = query.name?.trim();
  if (name) conditions.push(ilike(agencyServices.name, `%${escapeLike(name)}%`));
  if (query.serviceType) conditions.push(eq(agencyServices.serviceType, query.serviceType));
  const where = and(listedCondition, ...conditions);
  const counted = db
    .select({ total: count() })
    .from(agencyServices)
    .innerJoin(mechanisms, eq(mechanisms.id, agencyServices.mechanismId))
    .innerJoin(agencyProfiles, eq(agencyProfiles.mechanismId, agencyServices.mechanismId))
    .where(where);
  return paged(pageWindow(query), counted, (total) =>
    joined(db, total).innerJoin(agencyProfiles, eq(agencyProfiles.mechanismId, agencyServices.mechanismId)).where(where).orderBy(desc(agencyServices.id)));
}

export async function listServices(db: Conn, query: AgencyServiceListQuery & { ownerId?: number }) {
  const conditions: SQL[] = [];
  const owner = query.ownerId ?? query.mechanismId;
  if (owner !== undefined) conditions.push(eq(agencyServices.mechanismId, owner));
  const name = query.name?.trim();
  if (name) conditions.push(ilike(agencyServices.name, `%${escapeLike(name)}%`));
  if (query.state) conditions.push(eq(agencyServices.state, query.state));
  if (query.serviceType) conditions.push(eq(agencyServices.serviceType, query.serviceType));
  if (query.awaiting) conditions.push(eq(agencyServices.awaiting, true));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = query.awaiting ? [asc(agencyServices.submittedAt), asc(agencyServices.id)] : [desc(agencyServices.id)];
  return paged(pageWindow(query), countOf(db, agencyServices, where), (total) => joined(db, total).where(where).orderBy(...order));
}

export async function insertService(tx: Conn, mechanismId: number, fields: AgencyServiceFields, submit: boolean): Promise<number> {
  const [row] = await tx
    .insert(agencyServices)
    .values({ mechanismId, ...fields, state: agencyServiceMachine.initial(submit ? 'submit' : 'save', 'agency'), awaiting: submit, submittedAt: submit ? new Date() : null })
    .returning({ id: agencyServices.id });
  if (!row) throw new Error('service not created');
  return row.id;
}

export type ServiceChange = Partial<Omit<typeof agencyServices.$inferInsert, 'id' | 'mechanismId' | 'version' | 'createdAt'>>;

/** The agency_services table as its machine's rows (server/lib/transition.ts). */
export const SERVICE_ROWS: StatefulTable<typeof agencyServices> = { table: agencyServices, key: 'id', state: 'state', version: 'version' };
