import { Input, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import { useState } from 'react';
import { fetchBatchVouchers, recallVoucher, type VoucherRow } from '@/api/vouchers';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { Dialog } from '@/components/dialog/dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { AUDIT_REASON_MAX_LENGTH } from '@contract/constants';
import { isVoucherState } from '@contract/vouchers';
import { fen, voucherStateTag, VOUCHER_STATE_OPTIONS } from './voucher-labels';
import { BATCH_DETAIL_KEY, BATCH_LIST_KEY, BATCH_VOUCHER_KEY } from './voucher-queries';

const searchFields: SearchField[] = [{ type: 'select', name: 'voucherState', label: '服务券状态', options: VOUCHER_STATE_OPTIONS }];

const columns: DataColumn<VoucherRow>[] = [
  { key: 'code', title: '券号' },
  { key: 'companyName', title: '持有企业' },
  { key: 'faceValue', title: '面额', render: (v) => fen(v.faceValue) },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => voucherStateTag(row.state) },
  { key: 'expiresOn', title: '有效期至' },
  { key: 'recallReason', title: '收回原因' },
];

/** The vouchers a batch issued; an unused one is recalled with a reason the company reads. */
export function VoucherList({ batchId }: { batchId: number }) {
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<VoucherRow | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fetchPage: ListFetcher<VoucherRow> = ({ pageNum, pageSize, filters }) =>
    fetchBatchVouchers({ batchId, pageNum, pageSize, ...(isVoucherState(filters.voucherState) ? { state: filters.voucherState } : {}) });
  const close = () => {
    setTarget(null);
    setReason('');
    setError(null);
  };
  const confirm = async () => {
    if (!target) return;
    if (!reason.trim()) {
      setError('请填写收回原因');
      return;
    }
    try {
      await recallVoucher({ id: target.id, reason: reason.trim() });
      close();
      void invalidate(BATCH_VOUCHER_KEY, BATCH_DETAIL_KEY, BATCH_LIST_KEY);
    } catch (failure) {
      // Shown here, not behind the dialog; the typed reason stays.
      setError(claimRefusal(failure));
    }
  };
  return (
    <>
      <ListPage<VoucherRow>
        fetch={fetchPage}
        queryKey={[...BATCH_VOUCHER_KEY, batchId]}
        searchFields={searchFields}
        columns={columns}
        rowKey="id"
        actions={[{ key: 'recall', label: '收回', danger: true, visible: (v) => v.state === 'active' || v.state === 'expired', run: (v) => setTarget(v) }]}
      />
      <Dialog title="收回服务券" open={target !== null} okText="收回" okButtonProps={{ danger: true }} onOk={() => void confirm()} onCancel={close}>
        <Typography.Paragraph>收回「{target?.companyName}」的服务券 {target?.code}，面额退回预算余额。收回原因（企业可见）：</Typography.Paragraph>
        <Input.TextArea aria-label="收回原因" value={reason} maxLength={AUDIT_REASON_MAX_LENGTH} rows={3} onChange={(e) => setReason(e.target.value)} />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Dialog>
    </>
  );
}
