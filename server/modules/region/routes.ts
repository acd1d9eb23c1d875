import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { RouteAccessConfig } from '../../lib/route-access';
import { CityParams, ProvinceParams, RegionListAnswer } from '@contract/schemas/region';
import { loadDivisions } from './divisions';


// Public: the park switcher and the park form need them before and without a session.
export const regionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const divisions = loadDivisions();
  const config: RouteAccessConfig = { access: { public: true } };
  const tags = ['行政区划'];

  app.get('/v1/region/provinces', { config, schema: { tags, summary: '省份列表', security: [], response: { 200: RegionListAnswer } } }, async () =>
    ok(divisions.provinces),
  );

  app.get(
    '/v1/region/cities/:provinceId',
    { config, schema: { tags, summary: '某省的城市列表', security: [], params: ProvinceParams } },
    async (request) => {
      const cities = divisions.cities.get(request.params.provinceId);
      if (!cities) throw notFound('未找到该省份');
      return ok(cities);
    },
  );

  app.get(
    '/v1/region/areas/:cityId',
    { config, schema: { tags, summary: '某市的区县列表', security: [], params: CityParams } },
    async (request) => {
      const areas = divisions.areas.get(request.params.cityId);
      if (!areas) throw notFound('未找到该城市');
      return ok(areas);
    },
  );
};
