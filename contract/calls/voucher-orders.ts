import { Id, IdParams, Paged, Params } from '../primitives';
import {
  RedeemCheck, RedeemRequest, VoucherConfirm, VoucherContract, VoucherDeliver, VoucherOrder, VoucherOrderCancel, VoucherOrderDetail, VoucherOrderListQuery,
  VoucherSpend,
} from '../schemas/voucher-orders';
import { defineCalls } from './define-call';

// Voucher orders: `order/company/list/{x}` spends voucher x; `order/detail/{a}/{b}` is park a's order b (as the order
// detail of the orders module reads it). The company spends and confirms, the agency it buys from works the order,
// the voucher admin (0108, in its parks) checks the redemption.
const ADMIN = { hosts: ['manage'], privilege: 'voucherAdmin', park: 'scope' } as const;
const COMPANY = { hosts: ['front'] } as const;
const AGENCY = { hosts: ['agent'] } as const;
const PARTIES = { hosts: ['manage', 'front', 'agent'], park: 'scope', screens: ['vouchers-manage', 'serviceOrder', 'cash-order'] } as const;
const DetailParams = Params({ parkId: Id, id: Id });
const BASE = 'v1/innovation/vouchers';

export const voucherOrderCalls = defineCalls('voucher-orders', ['服务券订单'], {
  spend: { method: 'POST', path: `${BASE}/order/company/list/:id`, params: IdParams, body: VoucherSpend, response: VoucherOrderDetail, access: COMPANY, summary: '用服务券购买机构服务（占用该券并生成服务券订单）', done: '下单成功' },
  companyList: { method: 'POST', path: `${BASE}/order/company/orders`, body: VoucherOrderListQuery, response: Paged(VoucherOrder), access: COMPANY, summary: '本企业的服务券订单' },
  detail: { method: 'GET', path: `${BASE}/order/detail/:parkId/:id`, params: DetailParams, response: VoucherOrderDetail, access: PARTIES, summary: '服务券订单详情与处理记录' },
  cancel: { method: 'POST', path: `${BASE}/order/cancel/:id`, params: IdParams, body: VoucherOrderCancel, response: VoucherOrderDetail, access: COMPANY, summary: '签订合同前取消订单（释放服务券）', done: '订单已取消' },
  confirm: { method: 'POST', path: `${BASE}/order/confirm/:id`, params: IdParams, body: VoucherConfirm, response: VoucherOrderDetail, access: COMPANY, summary: '确认服务完成并评分评级', done: '已确认完成' },

  agencyList: { method: 'POST', path: `${BASE}/order/agency/list`, body: VoucherOrderListQuery, response: Paged(VoucherOrder), access: AGENCY, summary: '本机构服务的服务券订单（可筛选已交付未确认）' },
  contract: { method: 'POST', path: `${BASE}/upload/contract/:id`, params: IdParams, body: VoucherContract, response: VoucherOrderDetail, access: AGENCY, summary: '上传已签合同（PDF 或图片）', done: '合同已上传' },
  decline: { method: 'POST', path: `${BASE}/order/decline/:id`, params: IdParams, body: VoucherOrderCancel, response: VoucherOrderDetail, access: AGENCY, summary: '机构拒绝订单（释放服务券）', done: '已拒绝' },
  deliver: { method: 'POST', path: `${BASE}/order/deliver/:id`, params: IdParams, body: VoucherDeliver, response: VoucherOrderDetail, access: AGENCY, summary: '记录交付', done: '已交付' },
  redeemRequest: { method: 'POST', path: `${BASE}/order/redeem/request/:id`, params: IdParams, body: RedeemRequest, response: VoucherOrderDetail, access: AGENCY, summary: '在结算窗口内申请核销（不超过面额）', done: '已申请核销' },

  batchList: { method: 'POST', path: `${BASE}/order/batch/list`, body: VoucherOrderListQuery, response: Paged(VoucherOrder), access: ADMIN, summary: '批次的服务券订单与核销申请' },
  redeemCheck: {
    method: 'POST', path: `${BASE}/order/redeem/check/:id`, params: IdParams, body: RedeemCheck, response: VoucherOrderDetail, access: ADMIN, summary: '审核核销：通过则核销服务券，退回需填原因',
    done: (checked: VoucherOrderDetail) => (checked.state === 'redeemed' ? '核销已通过' : '已退回'),
  },
});
