import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { enterpriseCalls, fetchAuditList, type AuditRow } from '@/api/enterprise';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import { profileCell } from '@/components/profile-mark/profile-mark';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { AuditDialog, type AuditTarget } from './audit-dialog';
import { AUDIT_LIST_KEY, RECORD_KEY } from './enterprise-queries';
import { enterpriseCatalogue, type EnterpriseTexts } from './i18n/enterprise';

// A change's row shows the accepted values, and beside each column it would change the new value 「变更为」.
function auditColumns(words: EnterpriseTexts['audit']): DataColumn<AuditRow>[] {
  return [
    { key: 'name', title: words.name, render: (row) => profileCell(row, 'name') },
    { key: 'kind', title: words.kind, render: (row) => words[row.kind] },
    { key: 'creditCode', title: words.creditCode, render: (row) => profileCell(row, 'creditCode') },
    { key: 'industry', title: words.industry, render: (row) => profileCell(row, 'industry') },
    { key: 'contact', title: words.contact, render: (row) => profileCell(row, 'contact') },
    { key: 'phone', title: words.phone, render: (row) => profileCell(row, 'phone') },
    { key: 'submittedAt', title: words.submittedAt, format: 'datetime' },
  ];
}

/** Screen `checkcompany`: the park's applications and changes waiting for audit; view, pass, or reject with a reason. */
export function AuditListScreen() {
  const navigate = useNavigate();
  const parkId = useParkStore((state) => state.parkId);
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<{ row: AuditTarget; pass: boolean } | null>(null);
  const words = useTexts(enterpriseCatalogue).audit;
  const shared = useTexts(sharedCatalogue);
  const columns = useMemo(() => auditColumns(words), [words]);
  const searchFields = useMemo((): SearchField[] => [{ type: 'text', name: 'name', label: words.name }], [words]);

  const fetchPage: ListFetcher<AuditRow> = ({ pageNum, pageSize, filters }) =>
    fetchAuditList({ parkId: parkId ?? 0, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

  const actions: RowAction<AuditRow>[] = [
    { key: 'view', label: shared.view, run: (row) => navigate(`/companyManage-detail?companyId=${row.id}&parkId=${row.parkId}`) },
    { key: 'pass', label: shared.pass, call: enterpriseCalls.audit, run: (row) => setTarget({ row, pass: true }) },
    { key: 'reject', label: shared.reject, danger: true, call: enterpriseCalls.audit, run: (row) => setTarget({ row, pass: false }) },
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
