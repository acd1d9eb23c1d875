import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { agencyCalls, fetchAgencies, type AgencyRow } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { AuditDialog, type AuditTarget } from './audit-dialog';
import { AgencyDetailPanel } from './agency-detail-panel';
import { serviceTypeNames } from './agency-profile-view';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY } from './agency-queries';

const AUDIT_KEY = [...AGENCY_LIST_KEY, 'awaiting'] as const;

const columns: DataColumn<AgencyRow>[] = [
  { key: 'name', title: '机构名称' },
  { key: 'kind', title: '审核类型', render: (row) => (row.changePending ? '信息变更' : '入驻审核') },
  { key: 'serviceTypes', title: '服务类型', render: (row) => serviceTypeNames(row.serviceTypes) },
  { key: 'contact', title: '联系人' },
  { key: 'phone', title: '联系电话' },
  { key: 'submittedAt', title: '提交时间', format: 'datetime' },
];

const searchFields: SearchField[] = [{ type: 'text', name: 'name', label: '机构名称' }];

const fetchPage: ListFetcher<AgencyRow> = ({ pageNum, pageSize, filters }) =>
  fetchAgencies({ awaiting: true, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

/** Screen `orgCompanyCheck`: agency profiles waiting for audit (first submissions and changes); view, pass or reject; `?id=` reviews one. */
export function OrgCompanyCheckScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<{ row: AuditTarget; pass: boolean } | null>(null);
  const id = useSearchParams()[0].get('id');
  if (id) return <AgencyDetailPanel id={id} onBack={() => navigate('.')} />;
  const actions: RowAction<AgencyRow>[] = [
    { key: 'view', label: '查看', run: (row) => navigate(`?id=${row.id}`) },
    { key: 'pass', label: '通过', call: agencyCalls.audit, run: (row) => setTarget({ row, pass: true }) },
    { key: 'reject', label: '驳回', danger: true, call: agencyCalls.audit, run: (row) => setTarget({ row, pass: false }) },
  ];
  return (
    <>
      <ListPage<AgencyRow>
        fetch={fetchPage}
        queryKey={AUDIT_KEY}
        searchFields={searchFields}
        columns={columns}
        rowKey="id"
        actions={actions}
        toolbar={() => <Button onClick={() => navigate('/agency-manage')}>全部机构</Button>}
      />
      <AuditDialog kind="agency"
        target={target?.row ?? null}
        pass={target?.pass ?? true}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          void invalidate(AGENCY_LIST_KEY, AGENCY_DETAIL_KEY);
        }}
      />
    </>
  );
}
