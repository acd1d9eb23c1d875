import { http, HttpResponse } from 'msw';
import type { Park } from '@/api/park';

export function park(id: number, patch: Partial<Park> = {}): Park {
  return {
    id,
    name: `园区${id}`,
    logo: null,
    provinceCode: '31',
    cityCode: '3101',
    areaCode: '310115',
    regionName: '上海市 市辖区 浦东新区',
    address: `地址${id}`,
    areaSqm: 1000 + id,
    contact: '李静',
    phone: '021-50801234',
    introduction: null,
    enabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'ok', data });

/** The region calls of the park form and search. */
export const regionHandlers = [
  http.get('*/api/v1/region/provinces', () => ok([{ id: '31', name: '上海市' }, { id: '11', name: '北京市' }])),
  http.get('*/api/v1/region/cities/:id', ({ params }) =>
    ok(params.id === '31' ? [{ id: '3101', name: '上海市辖区' }] : [{ id: '1101', name: '北京市辖区' }]),
  ),
  http.get('*/api/v1/region/areas/:id', ({ params }) =>
    ok(params.id === '3101' ? [{ id: '310115', name: '浦东新区' }] : [{ id: '110108', name: '海淀区' }]),
  ),
];

export { ok };
