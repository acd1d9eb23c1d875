import { IdParams } from '../primitives';
import { ParkSettlementListQuery, SettlementDetail, SettlementListQuery, SettlementPage, SettlementPay, SettlementReturn, SettlementSubmit } from '../schemas/settlements';
import { defineCalls } from './define-call';

// Cash settlement statements (spec §7 iv/mechanismCash): the agency's own statements of every park, then the park's
// check and payment. A statement is read by its agency and by the operators of its park.
const AGENT = { hosts: ['agent'] } as const;
const PARTIES = { hosts: ['manage', 'agent'], park: 'scope', screens: ['cash-order', 'orgCompanyM'] } as const;
const READ = { hosts: ['manage'], park: 'session', screens: ['cash-order', 'orgCompanyM'] } as const;
const CHECK = { hosts: ['manage'], privilege: 'orderRouting', park: 'session' } as const;

export const settlementCalls = defineCalls('settlements', ['现金结算'], {
  agencyList: { method: 'POST', path: 'iv/mechanismCash/list', body: SettlementListQuery, response: SettlementPage, access: AGENT, summary: '本机构的结算单（按月）' },
  detail: { method: 'GET', path: 'iv/mechanismCash/:id', params: IdParams, response: SettlementDetail, access: PARTIES, summary: '结算单详情及其订单' },
  submit: { method: 'POST', path: 'iv/mechanismCash/submit/:id', params: IdParams, body: SettlementSubmit, response: SettlementDetail, access: AGENT, summary: '提交结算单（月份结束后）', done: '结算单已提交' },
  parkList: { method: 'POST', path: 'v1/admin/cash/settlement', body: ParkSettlementListQuery, response: SettlementPage, access: READ, summary: '本园区的结算单（可按机构、状态）' },
  pay: { method: 'POST', path: 'v1/admin/cash/settlement/pay/:id', params: IdParams, body: SettlementPay, response: SettlementDetail, access: CHECK, summary: '核对无误，确认付款（付款流水号）', done: '已确认付款' },
  return: { method: 'POST', path: 'v1/admin/cash/settlement/return/:id', params: IdParams, body: SettlementReturn, response: SettlementDetail, access: CHECK, summary: '退回结算单（需填写原因）', done: '结算单已退回' },
});
