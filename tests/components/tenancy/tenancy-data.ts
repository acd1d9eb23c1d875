import { http, HttpResponse } from 'msw';
import type { CompanyListQuery, CompanyRow } from '@/api/tenancy';

export const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'ok', data });
export const refused = (msg: string, field?: string) => HttpResponse.json({ code: 0, msg, data: null, ...(field ? { errors: [{ field, msg }] } : {}) });

export function company(id: number, patch: Partial<CompanyRow> = {}): CompanyRow {
  return {
    id,
    parkId: 1,
    name: `企业${id}`,
    state: 1,
    version: 1,
    creditCode: null,
    industry: '人工智能',
    changePending: false,
    pending: {},
    rooms: [{ id: 100 + id, name: `10${id}室`, floorId: 11, floorName: '1层', buildingId: 5, buildingName: 'A座', areaSqm: 120 }],
    areaSqm: 120,
    managerId: null,
    managerName: null,
    mine: false,
    settledAt: '2025-03-01T02:00:00.000Z',
    movedOutOn: null,
    ...patch,
  };
}

export interface ListState {
  companies: CompanyRow[];
  bodies: CompanyListQuery[];
}

/** The list call over `state.companies`, filtering by name and state as the server does; every body is kept. */
export function listHandler(state: ListState) {
  return http.post('*/api/v1/enterprise/lists', async ({ request }) => {
    const body = (await request.json()) as CompanyListQuery & { pageNum: number; pageSize: number };
    state.bodies.push(body);
    const codes: Record<string, number | null> = { notApplied: null, submitted: 0, settled: 1, rejected: 2, movedOut: 3 };
    const matched = state.companies.filter(
      (c) => (!body.name || c.name.includes(body.name)) && (!body.state || c.state === codes[body.state]) && (!body.mine || c.mine),
    );
    const start = (body.pageNum - 1) * body.pageSize;
    return ok({ list: matched.slice(start, start + body.pageSize), total: matched.length });
  });
}

/** The choosers of the search box and the move-in dialog. */
export const optionHandlers = [
  http.get('*/api/v1/park/building/select/list/:id', () => ok([{ id: 5, name: 'A座', number: '1' }, { id: 6, name: 'B座', number: '2' }])),
  http.post('*/api/v1/customerServiceManager/list', () =>
    ok({ list: [{ id: 2, username: 'operator', nickname: '张江园区运营' }, { id: 7, username: 'kf-li', nickname: '李经理' }], total: 2 }),
  ),
  http.get('*/api/v1/park/floor/select/list/:id', ({ params }) =>
    ok(params.id === '5' ? [{ id: 11, name: '1层', number: '1' }, { id: 12, name: '2层', number: '2' }] : [{ id: 21, name: '1层', number: '1' }]),
  ),
  http.get('*/api/v1/park/room/select/list/:id', ({ params }) =>
    ok(
      params.id === '11'
        ? [
            { id: 101, name: '101室', number: '101', areaSqm: 120, companyId: 1 },
            { id: 102, name: '102室', number: '102', areaSqm: 80, companyId: 9 },
            { id: 103, name: '103室', number: '103', areaSqm: 60, companyId: null },
          ]
        : [{ id: 201, name: '201室', number: '201', areaSqm: 90, companyId: null }],
    ),
  ),
];
