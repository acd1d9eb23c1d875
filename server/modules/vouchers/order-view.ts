import { orderStateLabel } from '@contract/order-states';
import type { OrderDetail } from '@contract/schemas/orders';
import type { VoucherOrder, VoucherOrderDetail, VoucherScores } from '@contract/schemas/voucher-orders';
import type { SettlementWindow } from '@contract/schemas/vouchers';
import type { VoucherGrade } from '@contract/vouchers';
import type { VoucherOrderRow } from './order-queries';
import { inSettlementWindow } from '@contract/voucher-rules';
import { today } from './rules';

export const inSettlement = (windows: SettlementWindow[], day = today()) => inSettlementWindow(windows, day);

export function voucherOrderView(row: VoucherOrderRow): VoucherOrder {
  const { order, side } = row;
  return {
    id: order.id,
    parkId: order.parkId,
    version: order.version,
    state: order.state,
    stateLabel: orderStateLabel(order.kind, order.state),
    voucherId: side.voucherId,
    batchId: side.batchId,
    batchName: row.batchName,
    faceValue: row.faceValue,
    companyId: order.companyId,
    companyName: row.companyName,
    mechanismId: side.mechanismId,
    mechanismName: row.mechanismName,
    serviceId: side.serviceId,
    serviceName: order.subjectTitle,
    needs: order.needs,
    contractFen: side.contractFen,
    contractFile: side.contractFile ?? null,
    scores: (side.scores as VoucherScores | null) ?? null,
    grade: (side.grade as VoucherGrade | null) ?? null,
    redeemFen: side.redeemFen,
    companyPaysFen: side.companyPaysFen,
    createdAt: new Date(order.createdAt).toISOString(),
  };
}

export function voucherOrderDetailView(row: VoucherOrderRow, detail: OrderDetail): VoucherOrderDetail {
  return {
    ...voucherOrderView(row),
    reason: detail.reason,
    actions: detail.actions,
    events: detail.events,
    inSettlement: inSettlement(row.settlementWindows),
    settlementWindows: row.settlementWindows,
  };
}
