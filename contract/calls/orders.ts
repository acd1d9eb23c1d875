import { Type } from 'typebox';
import { IdParams, Nullable } from '../primitives';
import {
  AgencyOrderListQuery, ApplyOption, AssignCandidate, AssignCandidateQuery, ContactPrefill, MyOrderListQuery, OrderActionInput, OrderCancel, OrderConfirm, OrderDetail,
  OrderDetailParams, OrderPage, OrderParkParams, OrderReceipt, ParkOrderListQuery, PolicyApply, ServiceApply, ServiceLevel, ServiceLevelInput,
} from '../schemas/orders';
import { defineCalls } from './define-call';

// Service and policy orders (spec §7 v1/ps/service|policy/apply, v1/ps/my/apply/list, v1/cash/*, v1/admin/ps/order,
// iv/order): the company's calls, those of every party of an order, the park's, then the agency's.
// A company works in its company's park (its record's, not the session's: one without a company yet lists nothing);
// the service checks the order's party and, for an operator, the order's park.
const FRONT = { hosts: ['front'] } as const;
const AGENT = { hosts: ['agent'] } as const;
const PARTIES = { hosts: ['manage', 'front', 'agent'], park: 'scope', screens: ['serviceOrder', 'cash-order', 'orgCompanyM'] } as const;
const READ = { hosts: ['manage'], park: 'session', screens: ['serviceOrder', 'cash-order', 'orgCompanyM'] } as const;
const ROUTE = { hosts: ['manage'], privilege: 'orderRouting', park: 'session' } as const;
// A receipt comes from whoever delivers: the agency (no session park), or the park for what it delivers itself
// (privilege and the order's park checked then).
const DELIVERERS = { hosts: ['manage', 'agent'], screens: ['serviceOrder', 'cash-order'] } as const;
const LEVELS = 'v1/admin/ps/order/service-levels';

export const orderCalls = defineCalls('orders', ['服务订单'], {
  contactPrefill: { method: 'GET', path: 'v1/ps/userInfo/:parkId', params: OrderParkParams, response: ContactPrefill, access: FRONT, summary: '申请联系人（取自企业信息）' },
  applyOptions: { method: 'GET', path: 'v1/ps/apply/options', response: Type.Array(ApplyOption), access: FRONT, summary: '可申请的服务与政策' },
  applyService: { method: 'POST', path: 'v1/ps/service/apply', body: ServiceApply, response: OrderDetail, access: FRONT, summary: '申请服务（园区服务产品或机构服务）', done: '申请已提交' },
  applyPolicy: { method: 'POST', path: 'v1/ps/policy/apply', body: PolicyApply, response: OrderDetail, access: FRONT, summary: '申请政策', done: '申请已提交' },
  myList: { method: 'POST', path: 'v1/ps/my/apply/list', body: MyOrderListQuery, response: OrderPage, access: FRONT, summary: '我的申请（按状态、类型、日期）' },
  cancel: { method: 'POST', path: 'v1/cash/order/cancel/:id', params: IdParams, body: OrderCancel, response: OrderDetail, access: FRONT, summary: '取消申请（服务开始前，需填写原因）', done: '申请已取消' },
  confirm: { method: 'POST', path: 'v1/cash/order/confirm/:id', params: IdParams, body: OrderConfirm, response: OrderDetail, access: FRONT, summary: '确认完成并评价（1–5 分）', done: '已确认完成' },

  detail: { method: 'GET', path: 'v1/cash/order/:parkId/:id', params: OrderDetailParams, response: OrderDetail, access: PARTIES, summary: '订单详情与全部处理记录' },
  policyDetail: { method: 'GET', path: 'v1/ps/policy/apply/detail/:id', params: IdParams, response: OrderDetail, access: PARTIES, summary: '政策申请详情' },

  parkList: { method: 'POST', path: 'v1/admin/ps/order', body: ParkOrderListQuery, response: OrderPage, access: READ, summary: '本园区全部申请（按类型、状态、提供方、企业、日期）' },
  candidates: {
    method: 'GET',
    path: 'v1/cash/assign/mechanism/:parkId',
    params: OrderParkParams,
    query: AssignCandidateQuery,
    response: Type.Array(AssignCandidate),
    access: ROUTE,
    summary: '可指派的服务机构（在办数与评分）',
  },
  parkAction: {
    method: 'POST',
    path: 'v1/admin/ps/order/action/:id',
    params: IdParams,
    body: OrderActionInput,
    response: OrderDetail,
    access: ROUTE,
    summary: '园区处理申请：指派、受理、驳回、审核通过、开始服务、记录进度、交付',
  },
  serviceLevels: { method: 'GET', path: LEVELS, response: Type.Array(ServiceLevel), access: READ, summary: '本园区各服务类型的时效目标' },
  setServiceLevel: {
    method: 'PUT',
    path: LEVELS,
    body: ServiceLevelInput,
    response: Type.Array(ServiceLevel),
    access: ROUTE,
    summary: '设置一种服务类型的时效目标（首次响应小时数、交付天数）',
    done: '时效目标已保存',
  },

  agencyList: { method: 'POST', path: 'v1/cash/mechanism/order/list', body: AgencyOrderListQuery, response: OrderPage, access: AGENT, summary: '指派给本机构的申请' },
  /** An agency handing back an order the park assigned answers null: the order leaves its list. */
  agencyAction: {
    method: 'POST',
    path: 'iv/order/:id',
    params: IdParams,
    body: OrderActionInput,
    response: Nullable(OrderDetail),
    access: AGENT,
    summary: '机构处理申请：受理、拒绝（退回）、开始服务、记录进度、交付',
  },
  receipt: { method: 'POST', path: 'v1/cash/order/receipt/:id', params: IdParams, body: OrderReceipt, response: OrderDetail, access: DELIVERERS, summary: '上传回单（金额以分计，发票或收据文件）', done: '回单已上传' },
});
