import { Type } from 'typebox';
import { IdParams } from '../primitives';
import { LifeTree, LifeTreeCompany, LifeTreeCompanyQuery, LifeTreeCompare, LifeTreeComparison, Milestone, MilestoneAdd, MilestoneUpdate } from '../schemas/life-tree';
import { defineCalls } from './define-call';

// The company life tree: the company reaches its own tree, a manage user the companies of their parks (checked by
// the service).
const OWN_OR_PARK = { hosts: ['manage', 'front'], park: 'scope', screens: ['companyTree'] } as const;
const PARK = { hosts: ['manage'], park: 'scope', screens: ['companyTreeRatio'] } as const;
const BASE = 'v1/enterprise/companyLifeTree';

export const lifeTreeCalls = defineCalls('lifeTree', ['企业生命树'], {
  detail: { method: 'GET', path: `${BASE}/detail/:id`, params: IdParams, response: LifeTree, access: OWN_OR_PARK, summary: '企业生命树：一家企业的时间线、房间与每月人数面积' },
  comparison: { method: 'POST', path: `${BASE}/comparison`, body: LifeTreeCompare, response: LifeTreeComparison, access: PARK, summary: '企业生命树对比：同一园区 2 至 4 家企业逐年对比' },
  companies: { method: 'GET', path: `${BASE}/companies`, query: LifeTreeCompanyQuery, response: Type.Array(LifeTreeCompany), access: PARK, summary: '可查看生命树的园区企业（按名称搜索，前 20 家）' },
  addMilestone: { method: 'POST', path: `${BASE}/milestone/add`, body: MilestoneAdd, response: Milestone, access: OWN_OR_PARK, summary: '新增里程碑', done: '保存成功' },
  updateMilestone: { method: 'PUT', path: `${BASE}/milestone/update`, body: MilestoneUpdate, response: Milestone, access: OWN_OR_PARK, summary: '修改里程碑', done: '保存成功' },
  deleteMilestone: { method: 'DELETE', path: `${BASE}/milestone/delete/:id`, params: IdParams, response: Type.Null(), access: OWN_OR_PARK, summary: '删除里程碑', done: '已删除' },
});
