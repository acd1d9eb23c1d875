import { Card, Tabs } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMyVouchers, type VoucherRow } from '@/api/vouchers';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { isVoucherState } from '@contract/vouchers';
import { MyApplicationList } from './my-application-list';
import { OpenBatchList } from './open-batch-list';
import { fen, voucherStateTag, VOUCHER_STATE_OPTIONS } from './voucher-labels';
import { MY_VOUCHER_KEY } from './voucher-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';
import { optionsNow } from '@/lib/i18n/contract-word-now';

const searchFields = ({ vouchers }: VouchersTexts): SearchField[] => [{ type: 'select', name: 'state', label: vouchers.state, options: optionsNow(VOUCHER_STATE_OPTIONS) }];

const columns = ({ applications, batch, common, vouchers }: VouchersTexts): DataColumn<VoucherRow>[] => [
  { key: 'code', title: vouchers.code },
  { key: 'batchName', title: applications.batch },
  { key: 'faceValue', title: vouchers.faceValue, render: (v) => fen(v.faceValue) },
  { key: 'state', title: common.state, width: COLUMN_WIDTHS.state, render: (row) => voucherStateTag(row.state) },
  { key: 'expiresOn', title: batch.expiresOn },
];

const fetchPage: ListFetcher<VoucherRow> = ({ pageNum, pageSize, filters }) =>
  fetchMyVouchers({ pageNum, pageSize, ...(isVoucherState(filters.state) ? { state: filters.state } : {}) });

/** Screen `front-voucher-order`: the company's vouchers in every state, the batches it may apply to, its applications. */
export function FrontVoucherOrderScreen() {
  const navigate = useNavigate();
  const texts = useTexts(vouchersCatalogue);
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'mine',
            label: texts.vouchers.mine,
            children: (
              <ListPage<VoucherRow>
                fetch={fetchPage}
                queryKey={MY_VOUCHER_KEY}
                searchFields={parts.searchFields}
                columns={parts.columns}
                rowKey="id"
                actions={[{ key: 'view', label: texts.common.view, run: (v) => navigate(`/front-voucherDetail?id=${v.id}`) }]}
              />
            ),
          },
          { key: 'apply', label: texts.vouchers.applyTab, children: <OpenBatchList /> },
          { key: 'applications', label: texts.vouchers.applicationsTab, children: <MyApplicationList /> },
        ]}
      />
    </Card>
  );
}
