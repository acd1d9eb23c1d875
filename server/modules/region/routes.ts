import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { loadDivisions } from './divisions';

const codeParams = (name: string, digits: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { [name]: { type: 'string', maxLength: digits, pattern: `^[0-9]{${digits}}$` } },
    required: [name],
  }) as const;

const regionList = {
  type: 'object',
  properties: {
    code: { type: ['integer', 'string'] },
    msg: { type: 'string' },
    data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
  },
} as const;

// Public: the park switcher and the park form need them before and without a session.
export const regionRoutes: FastifyPluginAsync = async (app) => {
  const divisions = loadDivisions();
  const config = { public: true };
  const tags = ['行政区划'];

  app.get('/v1/region/provinces', { config, schema: { tags, summary: '省份列表', security: [], response: { 200: regionList } } }, async () =>
    ok(divisions.provinces),
  );

  app.get<{ Params: { provinceId: string } }>(
    '/v1/region/cities/:provinceId',
    { config, schema: { tags, summary: '某省的城市列表', security: [], params: codeParams('provinceId', 2) } },
    async (request) => {
      const cities = divisions.cities.get(request.params.provinceId);
      if (!cities) throw notFound('未找到该省份');
      return ok(cities);
    },
  );

  app.get<{ Params: { cityId: string } }>(
    '/v1/region/areas/:cityId',
    { config, schema: { tags, summary: '某市的区县列表', security: [], params: codeParams('cityId', 4) } },
    async (request) => {
      const areas = divisions.areas.get(request.params.cityId);
      if (!areas) throw notFound('未找到该城市');
      return ok(areas);
    },
  );
};
