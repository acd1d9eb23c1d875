import { Alert, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchAgencyBatches, fetchBatches, type Batch } from '@/api/vouchers';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { useSessionStore } from '@/stores/session';
import { AGENCY_BATCH_KEY, BATCH_LIST_KEY } from './voucher-queries';
import { fen, phaseTag, serviceTypeNames } from './voucher-labels';

const ACTION = '/vouchers-manage-action';

const searchFields: SearchField[] = [{ type: 'text', name: 'name', label: '批次名称' }];

const columns: DataColumn<Batch>[] = [
  { key: 'name', title: '批次名称' },
  { key: 'funder', title: '出资单位' },
  { key: 'phase', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => phaseTag(row.phase) },
  { key: 'faceValue', title: '单张面额', render: (b) => fen(b.faceValue) },
  { key: 'budget', title: '年度预算', render: (b) => fen(b.ledger.budget) },
  { key: 'issued', title: '已发放', render: (b) => fen(b.ledger.issued) },
  { key: 'committed', title: '订单占用', render: (b) => fen(b.ledger.committed) },
  { key: 'redeemed', title: '已核销', render: (b) => fen(b.ledger.redeemed) },
  { key: 'left', title: '预算余额', render: (b) => fen(b.ledger.left) },
  { key: 'expiresOn', title: '有效期至' },
];

const fetchPage: ListFetcher<Batch> = ({ pageNum, pageSize, filters }) =>
  fetchBatches({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

function BatchList() {
  const navigate = useNavigate();
  return (
    <ListPage<Batch>
      fetch={fetchPage}
      queryKey={BATCH_LIST_KEY}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      actions={[
        { key: 'view', label: '查看', run: (b) => navigate(`${ACTION}?id=${b.id}`) },
        { key: 'edit', label: '编辑', visible: (b) => b.phase !== 'expired', run: (b) => navigate(`${ACTION}?id=${b.id}&edit=1`) },
      ]}
      toolbar={() => (
        <Button type="primary" onClick={() => navigate(ACTION)}>
          新增批次
        </Button>
      )}
    />
  );
}

const agencyColumns: DataColumn<Batch>[] = [
  { key: 'name', title: '批次名称' },
  { key: 'funder', title: '出资单位' },
  { key: 'faceValue', title: '单张面额', render: (b) => fen(b.faceValue) },
  { key: 'serviceTypes', title: '可抵扣服务类型', render: (b) => serviceTypeNames(b.serviceTypes) },
  { key: 'phase', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => phaseTag(row.phase) },
  { key: 'expiresOn', title: '有效期至' },
];

const fetchAgencyPage: ListFetcher<Batch> = ({ pageNum, pageSize }) => fetchAgencyBatches({ pageNum, pageSize });

// The agency's side: which programmes pay for its services. Its voucher orders come with the order module.
function AgencyBatchList() {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message="以下服务券批次可抵扣本机构的服务类型，企业可使用服务券购买本机构已上架的服务。" />
      <ListPage<Batch> fetch={fetchAgencyPage} queryKey={AGENCY_BATCH_KEY} columns={agencyColumns} rowKey="id" />
    </Space>
  );
}

/** Screen `vouchers-manage`: the park's voucher batches with their budget ledger (manage, behind 0108); for an agency, the batches paying for its services. */
export function VouchersManageScreen() {
  const hostKey = useSessionStore((state) => state.hostKey);
  return hostKey === 'agent' ? <AgencyBatchList /> : <BatchList />;
}
