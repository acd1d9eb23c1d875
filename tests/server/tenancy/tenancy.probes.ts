import { sql } from 'drizzle-orm';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the every-mutation-is-logged walk for the tenancy routes (move in, move out).

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/enterprise/lists': 'lists the companies of a park',
};

const settledCompany = (parkId: number) => idOf(sql`select id from companies where park_id = ${parkId} and state = 1 order by id limit 1`);
const freeRoom = (parkId: number) => idOf(sql`select id from rooms where park_id = ${parkId} and company_id is null and enabled order by id limit 1`);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

export const probes: Record<string, Probe> = {
  'POST /api/v1/enterprise/moveIn': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/enterprise/moveIn', { companyId: await settledCompany(kit.parkId), roomIds: [await freeRoom(kit.parkId)] }),
  'POST /api/v1/enterprise/moveOut': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/enterprise/moveOut', { companyId: await settledCompany(kit.parkId), date: today(), reason: '走查迁出' }),
};
