import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function send(app: FastifyInstance, tokens: Tokens | null, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const rows = (await runSql(query)).rows as T[];
  if (rows[0] === undefined) throw new Error('no row');
  return rows[0];
}

export const idOf = async (query: ReturnType<typeof sql>) => (await one<{ id: number }>(query)).id;

export const menuId = (path: string) => idOf(sql`select id from menus where path = ${path}`);
export const privilegeId = (code: string) => idOf(sql`select id from privileges where code = ${code}`);
export const roleId = (name: string) => idOf(sql`select id from roles where name = ${name}`);
export const operatorParkId = () =>
  one<{ park_id: number }>(sql`select up.park_id from user_parks up join users u on u.id = up.user_id where u.username = 'operator'`).then((r) => r.park_id);

export async function logsSince(id: number) {
  return (await runSql(sql`select module, action, target, username, park_id, before, after from operation_logs where id > ${id} order by id`)).rows as {
    module: string;
    action: string;
    target: string | null;
    username: string | null;
    park_id: number | null;
    before: unknown;
    after: unknown;
  }[];
}

export const lastLogId = async () => (await one<{ id: number | null }>(sql`select max(id) as id from operation_logs`)).id ?? 0;

// Gives the demo operator's role exactly these privilege codes (and keeps its menus).
export async function setOperatorCodes(codes: string[]) {
  const role = await roleId('园区运营');
  await runSql(sql`delete from role_privileges where role_id = ${role}`);
  for (const code of codes) {
    await runSql(sql`insert into role_privileges (role_id, privilege_id) select ${role}, id from privileges where code = ${code}`);
  }
}
