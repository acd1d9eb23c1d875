import { HOST_KEYS } from '../host-kinds';
import { IdParams, Paged } from '../primitives';
import {
  AgencyMemberQuery, AgencyMemberRow, AgencyServiceAdd, AgencyServiceDetail, AgencyServiceListQuery, AgencyServiceRow, AgencyServiceUpdate, ListedServiceItem, ListedServiceQuery, ServiceAuditInput, ServiceVersionBody,
} from '../schemas/agency-service';
import { defineCalls } from './define-call';

// An agency's services (spec §7: iv/MechanismService/*), the agencies as members (iv/mechanism/members), and what
// companies may buy: approved services of listed agencies (iv/ServiceBuy; the front reads them beside the park's own
// service products under v1/ps/service/agency/).
const AGENT = { hosts: ['agent'] } as const;
// A manage user reads services where agencies are reviewed and managed; companies and agencies read listed ones.
const ANYONE = { hosts: HOST_KEYS, screens: ['orgServiceCheck', 'orgCompanyM', 'serviceOrder', 'cash-order'] } as const;
const FRONT = { hosts: ['front'] } as const;
const READ = { hosts: ['manage'], screens: ['orgServiceCheck', 'orgCompanyM'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'agencyAudit' } as const;
const BASE = 'iv/MechanismService';

export const agencyServiceCalls = defineCalls('agencyService', ['机构服务'], {
  ownList: { method: 'POST', path: `${BASE}/list`, body: AgencyServiceListQuery, response: Paged(AgencyServiceRow), access: AGENT, summary: '本机构的服务（按名称、状态、类型）' },
  info: { method: 'GET', path: `${BASE}/info/:id`, params: IdParams, response: AgencyServiceDetail, access: ANYONE, summary: '服务详情（他人只见已上架的服务）' },
  // Only a service sent to audit at once carries a submission time.
  add: {
    method: 'POST', path: `${BASE}/add`, body: AgencyServiceAdd, response: AgencyServiceDetail, access: AGENT, summary: '新增服务（草稿，或 submit 时直接提交审核）',
    done: (service: AgencyServiceDetail) => (service.submittedAt === null ? '服务已保存' : '已提交审核'),
  },
  update: { method: 'PUT', path: `${BASE}/update`, body: AgencyServiceUpdate, response: AgencyServiceDetail, access: AGENT, summary: '修改服务（已上架的服务修改后待审核，审核期间仍上架）', done: '服务已保存' },
  submit: { method: 'POST', path: `${BASE}/submit`, body: ServiceVersionBody, response: AgencyServiceDetail, access: AGENT, summary: '提交服务审核', done: '已提交审核' },
  withdraw: { method: 'POST', path: `${BASE}/withdraw`, body: ServiceVersionBody, response: AgencyServiceDetail, access: AGENT, summary: '撤回审核（回到草稿）或下架已上架的服务', done: '已撤回' },
  list: { method: 'POST', path: `${BASE}/admin/list`, body: AgencyServiceListQuery, response: Paged(AgencyServiceRow), access: READ, summary: '机构服务列表（待审核、某机构的服务）' },
  // A rejection always keeps its (required) reason, a pass clears it: the answer tells which it was.
  audit: {
    method: 'POST', path: `${BASE}/audit`, body: ServiceAuditInput, response: AgencyServiceDetail, access: WRITE, summary: '审核机构服务（通过或驳回）',
    done: (service: AgencyServiceDetail) => (service.rejectReason === null ? '审核已通过' : '已驳回'),
  },
  members: { method: 'POST', path: 'iv/mechanism/members', body: AgencyMemberQuery, response: Paged(AgencyMemberRow), access: READ, summary: '机构成员：各机构的联系人与登录账号' },
  buyable: { method: 'POST', path: 'iv/ServiceBuy/list', body: ListedServiceQuery, response: Paged(ListedServiceItem), access: ANYONE, summary: '可申请的机构服务（已上架机构的已上架服务）' },
  listed: { method: 'POST', path: 'v1/ps/service/agency/list', body: ListedServiceQuery, response: Paged(ListedServiceItem), access: FRONT, summary: '园区服务产品中的机构服务' },
  listedDetail: { method: 'GET', path: 'v1/ps/service/agency/detail/:id', params: IdParams, response: ListedServiceItem, access: FRONT, summary: '机构服务详情（企业申请前查看）' },
});
