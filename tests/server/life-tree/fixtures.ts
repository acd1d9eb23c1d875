import { sql } from 'drizzle-orm';
import { runSql } from '../helpers/support';

// Companies with a known history, added to a park for one test: what the comparison and the timeline must find.

export const idOf = async (query: ReturnType<typeof sql>) => Number(((await runSql(query)).rows[0] as { id: number }).id);

export const companyIdOf = (name: string) => idOf(sql`select id from companies where name = ${name}`);

export async function addCompany(parkId: number, name: string, createdAt = '2021-03-01T02:00:00Z'): Promise<number> {
  return idOf(sql`insert into companies (park_id, name, state, created_at) values (${parkId}, ${name}, 1, ${createdAt}) returning id`);
}

export async function addEvent(companyId: number, parkId: number, kind: string, occurredAt: string, data: object = {}): Promise<number> {
  return idOf(sql`insert into company_events (company_id, park_id, kind, data, occurred_at)
    values (${companyId}, ${parkId}, ${kind}, ${JSON.stringify(data)}::jsonb, ${occurredAt}) returning id`);
}

export async function addMilestoneRow(
  companyId: number,
  parkId: number,
  row: { kind: string; title: string; occurredOn: string; amountFen?: number | null },
): Promise<number> {
  return idOf(sql`insert into company_milestones (company_id, park_id, kind, title, occurred_on, amount_fen)
    values (${companyId}, ${parkId}, ${row.kind}, ${row.title}, ${row.occurredOn}, ${row.amountFen ?? null}) returning id`);
}

export async function addStaff(companyId: number, parkId: number, stays: [string, string | null][]): Promise<void> {
  for (const [i, [from, to]] of stays.entries()) {
    await runSql(sql`insert into personnel (company_id, park_id, name, phone, entry_date, leave_date)
      values (${companyId}, ${parkId}, ${`员工${i}`}, ${`1390000${String(companyId).padStart(2, '0')}${String(i).padStart(2, '0')}`}, ${from}, ${to})`);
  }
}

/** Rooms of the park that no fixture has used yet, for tenancy history. */
export async function roomsOf(parkId: number, count: number): Promise<{ id: number; label: string }[]> {
  const result = await runSql(sql`select r.id, b.name || ' ' || f.name || ' ' || r.name as label from rooms r
    join floors f on f.id = r.floor_id join buildings b on b.id = f.building_id
    where r.park_id = ${parkId} order by r.id desc limit ${count}`);
  return (result.rows as { id: number; label: string }[]).map((r) => ({ id: Number(r.id), label: r.label }));
}

export async function addTenancy(companyId: number, parkId: number, roomId: number, areaSqm: number, movedInOn: string, movedOutOn: string | null) {
  await runSql(sql`insert into company_tenancies (company_id, park_id, room_id, area_sqm, moved_in_on, moved_out_on)
    values (${companyId}, ${parkId}, ${roomId}, ${areaSqm}, ${movedInOn}, ${movedOutOn})`);
}

export async function milestoneCount(companyId: number): Promise<number> {
  const result = await runSql(sql`select count(*)::int as n from company_milestones where company_id = ${companyId}`);
  return Number((result.rows[0] as { n: number }).n);
}
