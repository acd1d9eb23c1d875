import { Input, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import { useMemo, useState } from 'react';
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
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';
import { optionsNow } from '@/lib/i18n/contract-word-now';

const searchFields = ({ vouchers }: VouchersTexts): SearchField[] => [{ type: 'select', name: 'voucherState', label: vouchers.state, options: optionsNow(VOUCHER_STATE_OPTIONS) }];

const columns = ({ batch, common, vouchers }: VouchersTexts): DataColumn<VoucherRow>[] => [
  { key: 'code', title: vouchers.code },
  { key: 'companyName', title: vouchers.holder },
  { key: 'faceValue', title: vouchers.faceValue, render: (v) => fen(v.faceValue) },
  { key: 'state', title: common.state, width: COLUMN_WIDTHS.state, render: (row) => voucherStateTag(row.state) },
  { key: 'expiresOn', title: batch.expiresOn },
  { key: 'recallReason', title: vouchers.recallReason },
];

/** The vouchers a batch issued; an unused one is recalled with a reason the company reads. */
export function VoucherList({ batchId }: { batchId: number }) {
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<VoucherRow | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const texts = useTexts(vouchersCatalogue);
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
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
      setError(texts.vouchers.recallRequired);
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
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={[{ key: 'recall', label: texts.vouchers.recall, danger: true, visible: (v) => v.state === 'active' || v.state === 'expired', run: (v) => setTarget(v) }]}
      />
      <Dialog title={texts.vouchers.recallTitle} open={target !== null} okText={texts.vouchers.recall} okButtonProps={{ danger: true }} onOk={() => void confirm()} onCancel={close}>
        <Typography.Paragraph>{texts.vouchers.recallNote(target?.companyName ?? '', target?.code ?? '')}</Typography.Paragraph>
        <Input.TextArea aria-label={texts.vouchers.recallReason} value={reason} maxLength={AUDIT_REASON_MAX_LENGTH} rows={3} onChange={(e) => setReason(e.target.value)} />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Dialog>
    </>
  );
}
