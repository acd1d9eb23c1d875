import { Card, Tabs } from 'antd';
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

const searchFields: SearchField[] = [{ type: 'select', name: 'state', label: '服务券状态', options: VOUCHER_STATE_OPTIONS }];

const columns: DataColumn<VoucherRow>[] = [
  { key: 'code', title: '券号' },
  { key: 'batchName', title: '所属批次' },
  { key: 'faceValue', title: '面额', render: (v) => fen(v.faceValue) },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => voucherStateTag(row.state) },
  { key: 'expiresOn', title: '有效期至' },
];

const fetchPage: ListFetcher<VoucherRow> = ({ pageNum, pageSize, filters }) =>
  fetchMyVouchers({ pageNum, pageSize, ...(isVoucherState(filters.state) ? { state: filters.state } : {}) });

/** Screen `front-voucher-order`: the company's vouchers in every state, the batches it may apply to, its applications. */
export function FrontVoucherOrderScreen() {
  const navigate = useNavigate();
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'mine',
            label: '我的服务券',
            children: (
              <ListPage<VoucherRow>
                fetch={fetchPage}
                queryKey={MY_VOUCHER_KEY}
                searchFields={searchFields}
                columns={columns}
                rowKey="id"
                actions={[{ key: 'view', label: '查看', run: (v) => navigate(`/front-voucherDetail?id=${v.id}`) }]}
              />
            ),
          },
          { key: 'apply', label: '申领服务券', children: <OpenBatchList /> },
          { key: 'applications', label: '申领记录', children: <MyApplicationList /> },
        ]}
      />
    </Card>
  );
}
