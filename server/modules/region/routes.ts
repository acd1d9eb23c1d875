import { regionCalls } from '@contract/calls/region';
import type { RegionItem } from '@contract/schemas/region';
import { callRoutes } from '../../lib/call-routes';
import { notFound } from '../../lib/errors';
import { loadDivisions, type Divisions } from './divisions';

// Loaded at the first call and kept: the divisions never change while the server runs.
let divisions: Divisions | undefined;
const loaded = () => (divisions ??= loadDivisions());

function found(items: RegionItem[] | undefined, missing: string): RegionItem[] {
  if (!items) throw notFound(missing);
  return items;
}

export const regionRoutes = callRoutes(regionCalls, {
  provinces: async () => loaded().provinces,
  cities: async (_db, _ctx, { params }) => found(loaded().cities.get(params.provinceId), '未找到该省份'),
  areas: async (_db, _ctx, { params }) => found(loaded().areas.get(params.cityId), '未找到该城市'),
});
