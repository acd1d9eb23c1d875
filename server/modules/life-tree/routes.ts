import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { routeKit } from '../../lib/route-kit';
import { LifeTreeCompanyQuery, LifeTreeCompare, MilestoneAdd, MilestoneUpdate } from '@contract/schemas/life-tree';
import { addMilestone, changeMilestone, removeMilestone } from './milestones';
import { compareCompanies, lifeTree, pickableCompanies } from './service';

const tags = ['企业生命树'];
const BASE = '/v1/enterprise/companyLifeTree';
// The company reaches its own tree, a manage user the companies of their parks (checked by the service).
const OWN_OR_PARK: RouteAccessConfig = { access: { hosts: ['manage', 'front'], park: 'scope' } };
const PARK: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };

export const lifeTreeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { byId, remove, write } = routeKit(plugin, { tags, read: OWN_OR_PARK, write: OWN_OR_PARK, removed: '已删除' });

  byId(`${BASE}/detail/:id`, '企业生命树：一家企业的时间线、房间与每月人数面积', (db, ctx, id) => lifeTree(db, ctx, id));
  app.post(
    `${BASE}/comparison`,
    { config: PARK, schema: { tags, summary: '企业生命树对比：同一园区 2 至 4 家企业逐年对比', body: LifeTreeCompare } },
    async (request) => ok(await compareCompanies(app.db, contextOf(request), request.body.companyIds)),
  );
  app.get(
    `${BASE}/companies`,
    { config: PARK, schema: { tags, summary: '可查看生命树的园区企业（按名称搜索，前 20 家）', querystring: LifeTreeCompanyQuery } },
    async (request) => ok(await pickableCompanies(app.db, contextOf(request), request.query)),
  );

  write('post', `${BASE}/milestone/add`, '新增里程碑', MilestoneAdd, addMilestone);
  write('put', `${BASE}/milestone/update`, '修改里程碑', MilestoneUpdate, changeMilestone);
  remove(`${BASE}/milestone/delete/:id`, '删除里程碑', removeMilestone);
};
