import { sql } from 'drizzle-orm';
import { sessionFor } from '../helpers/support';
import { multipart } from '../files/fixtures';
import { as, idOf, type Probe } from '../logs/probe-kit';
import { staffLines, staffWorkbook, validId } from './fixtures';

// Probes of the every-mutation-is-logged walk for the staff routes: each runs as the settled demo company.

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/enterprise/personnel/lists': 'lists the company\'s staff',
  'POST /api/v1/enterprise/personnel/list/web': 'lists a company\'s staff for a park operator',
};

const staffOfCompany = () => idOf(sql`select p.id from personnel p join users u on u.company_id = p.company_id where u.username = 'company' order by p.id limit 1`);

export const probes: Record<string, Probe> = {
  'POST /api/v1/enterprise/personnel/addOrUodate': async () =>
    as(await sessionFor('company'), 'POST', '/api/v1/enterprise/personnel/addOrUodate', { name: '走查员工', phone: '13700008881', idNumber: validId(888), entryDate: '2025-01-01' }),
  'POST /api/v1/enterprise/personnel/delete': async () =>
    as(await sessionFor('company'), 'POST', '/api/v1/enterprise/personnel/delete', { id: await staffOfCompany() }),
  'POST /api/v1/enterprise/personnel/import': async () => {
    const body = multipart([{ name: '员工.xlsx', content: await staffWorkbook(staffLines(2)), field: 'file' }]);
    const call = as(await sessionFor('company'), 'POST', '/api/v1/enterprise/personnel/import');
    return { ...call, headers: { ...call.headers, ...body.headers }, payload: body.payload };
  },
};
