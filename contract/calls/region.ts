import { Type } from 'typebox';
import { CityParams, ProvinceParams, RegionItem } from '../schemas/region';
import { defineCalls } from './define-call';

// Administrative divisions (spec §7: v1/region/*). Public: the park switcher and the park form need them before and
// without a session.
const PUBLIC = { public: true } as const;

export const regionCalls = defineCalls('region', ['行政区划'], {
  provinces: { method: 'GET', path: 'v1/region/provinces', response: Type.Array(RegionItem), access: PUBLIC, summary: '省份列表' },
  cities: { method: 'GET', path: 'v1/region/cities/:provinceId', params: ProvinceParams, response: Type.Array(RegionItem), access: PUBLIC, summary: '某省的城市列表' },
  areas: { method: 'GET', path: 'v1/region/areas/:cityId', params: CityParams, response: Type.Array(RegionItem), access: PUBLIC, summary: '某市的区县列表' },
});
