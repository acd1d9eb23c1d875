import type { ApplicationRow, VoucherDetail, VoucherRow } from '@contract/schemas/vouchers';
import type { VoucherRecord } from './voucher-queries';

/** The code printed on a voucher: its id, padded. */
export const voucherCode = (id: number): string => `FWQ${String(id).padStart(8, '0')}`;

export function voucherView(row: VoucherRecord): VoucherRow {
  return {
    id: row.id,
    code: voucherCode(row.id),
    batchId: row.batchId,
    batchName: row.batchName,
    companyId: row.companyId,
    companyName: row.companyName,
    faceValue: row.faceValue,
    state: row.state,
    expiresOn: row.expiresOn,
    issuedAt: row.issuedAt,
    redeemed: row.redeemed,
    recallReason: row.recallReason,
  };
}

export function voucherDetailView(row: VoucherRecord): VoucherDetail {
  return { ...voucherView(row), funder: row.funder, serviceTypes: row.serviceTypes, settlementWindows: row.settlementWindows };
}

export function applicationView(row: ApplicationRow & { parkId: number }): ApplicationRow {
  const { parkId: _park, ...rest } = row;
  return rest;
}
