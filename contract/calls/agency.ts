import { Type } from 'typebox';
import { HOST_KEYS } from '../host-kinds';
import { IdParams, Paged } from '../primitives';
import {
  AgencyAdd, AgencyAuditInput, AgencyListQuery, AgencyProfile, AgencyProfileInput, AgencyProfileUpdate, AgencyRow, AgencyStrength, FrozenBody, ListedAgencyQuery, ListedAgencyRow, ListedBody, ServiceTypeOption,
} from '../schemas/agency';
import { defineCalls } from './define-call';

// Service agencies (spec §7: iv/mechanism/*, iv/ServiceType, iv/user/frozen). Agencies are platform-wide: every
// manage user reads them; changes sit behind the agency-audit privilege.
const AGENT = { hosts: ['agent'] } as const;
// Every host kind reads an agency; a manage user where agencies are reviewed, managed or orders go to them.
const ANYONE = { hosts: HOST_KEYS, screens: ['orgCompanyCheck', 'orgCompanyM', 'orgServiceCheck', 'serviceOrder', 'cash-order', 'advice-order'] } as const;
const FRONT = { hosts: ['front'] } as const;
const READ = { hosts: ['manage'], screens: ['orgCompanyCheck', 'orgCompanyM'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'agencyAudit' } as const;

export const agencyCalls = defineCalls('agency', ['服务机构'], {
  serviceTypes: { method: 'GET', path: 'iv/ServiceType', response: Type.Array(ServiceTypeOption), access: { hosts: HOST_KEYS, open: 'a catalogue every form picks from' }, summary: '服务类型目录' },
  own: { method: 'GET', path: 'iv/mechanism/info', response: AgencyProfile, access: AGENT, summary: '本机构的机构信息与审核状态' },
  submit: { method: 'POST', path: 'iv/mechanism/submit', body: AgencyProfileInput, response: AgencyProfile, access: AGENT, summary: '提交机构信息审核（已通过的机构提交变更，审核期间仍上架）', done: '已提交审核' },
  detail: { method: 'GET', path: 'iv/mechanism/detail/:id', params: IdParams, response: AgencyProfile, access: ANYONE, summary: '机构详情（他人只见已通过且上架的机构）' },
  ownStrength: { method: 'GET', path: 'iv/mechanism/strength', response: AgencyStrength, access: AGENT, summary: '本机构的实力介绍' },
  saveStrength: { method: 'PUT', path: 'iv/mechanism/strength', body: AgencyStrength, response: AgencyStrength, access: AGENT, summary: '保存实力介绍（团队、资质、案例）', done: '实力介绍已保存' },
  strength: { method: 'GET', path: 'iv/mechanism/strength/:id', params: IdParams, response: AgencyStrength, access: ANYONE, summary: '机构的实力介绍（他人只见已通过且上架的机构）' },
  listed: { method: 'POST', path: 'v1/ps/agency/list', body: ListedAgencyQuery, response: Paged(ListedAgencyRow), access: FRONT, summary: '企业可选的服务机构（已通过且上架，按名称、服务类型）' },
  list: { method: 'POST', path: 'iv/mechanism/list', body: AgencyListQuery, response: Paged(AgencyRow), access: READ, summary: '服务机构列表（按名称、服务类型、状态）' },
  // A rejection always keeps its (required) reason, a pass clears it: the answer tells which it was.
  audit: {
    method: 'POST', path: 'iv/mechanism/audit', body: AgencyAuditInput, response: AgencyProfile, access: WRITE, summary: '审核机构信息（通过或驳回）',
    done: (agency: AgencyProfile) => (agency.rejectReason === null ? '审核已通过' : '已驳回'),
  },
  add: { method: 'POST', path: 'iv/mechanism/add', body: AgencyAdd, response: AgencyProfile, access: WRITE, summary: '新增服务机构及其登录账号', done: '服务机构已新增' },
  update: { method: 'PUT', path: 'iv/mechanism/update', body: AgencyProfileUpdate, response: AgencyProfile, access: WRITE, summary: '修正服务机构信息', done: '机构信息已保存' },
  setListed: {
    method: 'PATCH', path: 'iv/mechanism/listed/:id', params: IdParams, body: ListedBody, response: AgencyProfile, access: WRITE, summary: '机构上架或下架',
    done: (agency: AgencyProfile) => (agency.listed ? '已上架' : '已下架'),
  },
  setFrozen: {
    method: 'PATCH', path: 'iv/user/frozen/:id', params: IdParams, body: FrozenBody, response: AgencyProfile, access: WRITE, summary: '冻结或解冻机构的全部账号（冻结即结束其会话）',
    done: (agency: AgencyProfile) => (agency.frozen ? '机构账号已冻结' : '机构账号已解冻'),
  },
});
