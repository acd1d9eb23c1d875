import { Alert, Button, Space } from 'antd';
import { useMemo } from 'react';
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
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const ACTION = '/vouchers-manage-action';

const searchFields = (texts: VouchersTexts): SearchField[] => [{ type: 'text', name: 'name', label: texts.batch.name }];

function columns({ batch, common }: VouchersTexts): DataColumn<Batch>[] {
  return [
    { key: 'name', title: batch.name },
    { key: 'funder', title: batch.funder },
    { key: 'phase', title: common.state, width: COLUMN_WIDTHS.state, render: (row) => phaseTag(row.phase) },
    { key: 'faceValue', title: batch.faceValue, render: (b) => fen(b.faceValue) },
    { key: 'budget', title: batch.budget, render: (b) => fen(b.ledger.budget) },
    { key: 'issued', title: batch.issued, render: (b) => fen(b.ledger.issued) },
    { key: 'committed', title: batch.committed, render: (b) => fen(b.ledger.committed) },
    { key: 'redeemed', title: batch.redeemed, render: (b) => fen(b.ledger.redeemed) },
    { key: 'left', title: batch.left, render: (b) => fen(b.ledger.left) },
    { key: 'expiresOn', title: batch.expiresOn },
  ];
}

const fetchPage: ListFetcher<Batch> = ({ pageNum, pageSize, filters }) =>
  fetchBatches({ pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

function BatchList() {
  const navigate = useNavigate();
  const texts = useTexts(vouchersCatalogue);
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
  return (
    <ListPage<Batch>
      fetch={fetchPage}
      queryKey={BATCH_LIST_KEY}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      actions={[
        { key: 'view', label: texts.common.view, run: (b) => navigate(`${ACTION}?id=${b.id}`) },
        { key: 'edit', label: texts.common.edit, visible: (b) => b.phase !== 'expired', run: (b) => navigate(`${ACTION}?id=${b.id}&edit=1`) },
      ]}
      toolbar={() => (
        <Button type="primary" onClick={() => navigate(ACTION)}>
          {texts.batch.add}
        </Button>
      )}
    />
  );
}

function agencyColumns({ batch, common }: VouchersTexts): DataColumn<Batch>[] {
  return [
    { key: 'name', title: batch.name },
    { key: 'funder', title: batch.funder },
    { key: 'faceValue', title: batch.faceValue, render: (b) => fen(b.faceValue) },
    { key: 'serviceTypes', title: batch.serviceTypes, render: (b) => serviceTypeNames(b.serviceTypes, common.typeSeparator) },
    { key: 'phase', title: common.state, width: COLUMN_WIDTHS.state, render: (row) => phaseTag(row.phase) },
    { key: 'expiresOn', title: batch.expiresOn },
  ];
}

const fetchAgencyPage: ListFetcher<Batch> = ({ pageNum, pageSize }) => fetchAgencyBatches({ pageNum, pageSize });

// The agency's side: which programmes pay for its services. Its voucher orders come with the order module.
function AgencyBatchList() {
  const texts = useTexts(vouchersCatalogue);
  const agencyList = useMemo(() => agencyColumns(texts), [texts]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={texts.batch.agencyNote} />
      <ListPage<Batch> fetch={fetchAgencyPage} queryKey={AGENCY_BATCH_KEY} columns={agencyList} rowKey="id" />
    </Space>
  );
}

/** Screen `vouchers-manage`: the park's voucher batches with their budget ledger (manage, behind 0108); for an agency, the batches paying for its services. */
export function VouchersManageScreen() {
  const hostKey = useSessionStore((state) => state.hostKey);
  return hostKey === 'agent' ? <AgencyBatchList /> : <BatchList />;
}
