import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { enterpriseCalls, fetchAuditList, type AuditRow } from '@/api/enterprise';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import { profileCell } from '@/components/profile-mark/profile-mark';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { useParkStore } from '@/stores/park';
import { AuditDialog, type AuditTarget } from './audit-dialog';
import { AUDIT_LIST_KEY, RECORD_KEY } from './enterprise-queries';

const KIND_LABELS: Record<AuditRow['kind'], string> = { apply: '入驻申请', change: '信息变更' };

// A change's row shows the accepted values, and beside each column it would change the new value 「变更为」.
const columns: DataColumn<AuditRow>[] = [
  { key: 'name', title: '企业名称', render: (row) => profileCell(row, 'name') },
  { key: 'kind', title: '审核类型', render: (row) => KIND_LABELS[row.kind] },
  { key: 'creditCode', title: '统一社会信用代码', render: (row) => profileCell(row, 'creditCode') },
  { key: 'industry', title: '所属行业', render: (row) => profileCell(row, 'industry') },
  { key: 'contact', title: '联系人', render: (row) => profileCell(row, 'contact') },
  { key: 'phone', title: '联系电话', render: (row) => profileCell(row, 'phone') },
  { key: 'submittedAt', title: '提交时间', format: 'datetime' },
];

const searchFields: SearchField[] = [{ type: 'text', name: 'name', label: '企业名称' }];

/** Screen `checkcompany`: the park's applications and changes waiting for audit; view, pass, or reject with a reason. */
export function AuditListScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<{ row: AuditTarget; pass: boolean } | null>(null);

  const fetchPage: ListFetcher<AuditRow> = ({ pageNum, pageSize, filters }) =>
    fetchAuditList({ parkId: parkId ?? 0, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

  const actions: RowAction<AuditRow>[] = [
    { key: 'view', label: '查看', run: (row) => navigate(`/companyManage-detail?companyId=${row.id}&parkId=${row.parkId}`) },
    { key: 'pass', label: '通过', call: enterpriseCalls.audit, run: (row) => setTarget({ row, pass: true }) },
    { key: 'reject', label: '驳回', danger: true, call: enterpriseCalls.audit, run: (row) => setTarget({ row, pass: false }) },
  ];

  return (
    <>
      <ListPage<AuditRow>
        fetch={fetchPage}
        queryKey={[...AUDIT_LIST_KEY, parkId]}
        searchFields={searchFields}
        columns={columns}
        rowKey="id"
        actions={actions}
      />
      <AuditDialog
        target={target?.row ?? null}
        pass={target?.pass ?? true}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          void invalidate(AUDIT_LIST_KEY, RECORD_KEY);
        }}
      />
    </>
  );
}
