// The service vouchers, their applications and orders: what the domain brings beyond its calls and screens (contract/domain.ts).
import { voucherMachine } from '../machines/voucher';
import { defineDomain } from '../domain';

export const vouchersDomain = defineDomain({
  logModules: {
    voucherBatch: '服务券批次',
    voucherApplication: '服务券申领',
    voucher: '服务券',
  },
  messageKinds: {
    voucherApplied: { label: '服务券申领待审核', to: 'park operators' },
    voucherReviewed: { label: '服务券申领结果', to: 'company' },
    voucherRecalled: { label: '服务券已收回', to: 'company' },
    voucherRedeemRequested: { label: '服务券核销待审核', to: 'park operators' },
    voucherRedeemChecked: { label: '服务券核销结果', to: 'agency' },
  },
  messageSubjects: ['voucherApplication'],
  machines: { voucher: voucherMachine },
  homeKinds: {
    voucherApply: { label: '服务券申领待审核', host: 'manage', place: 7, screen: 'vouchers-manage', privilege: 'voucherAdmin', row: ({ ref }) => ({ screen: 'vouchers-manage-action', query: { id: ref } }) },
    redeemAudit: { label: '服务券核销待审核', host: 'manage', place: 8, screen: 'vouchers-manage', privilege: 'voucherAdmin', row: ({ ref }) => ({ screen: 'vouchers-manage-action', query: { id: ref } }) },
    voucherExpiring: { label: '即将到期的服务券', host: 'front', place: 5, screen: 'front-voucher-order', row: ({ id }) => ({ screen: 'front-voucherDetail', query: { id } }) },
    voucherContract: { label: '服务券订单待签约', host: 'agent', place: 3, screen: 'voucher-order', row: ({ id }) => ({ screen: 'voucher-order', query: { id } }) },
    voucherRedeem: { label: '服务券待申请核销', host: 'agent', place: 4, screen: 'voucher-order', row: ({ id }) => ({ screen: 'voucher-order', query: { id } }) },
  },
});
