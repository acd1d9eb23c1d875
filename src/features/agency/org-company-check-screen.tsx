import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { agencyCalls, fetchAgencies, type AgencyRow } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { useContractWord } from '@/components/i18n/contract-word';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { AuditDialog, type AuditTarget } from './audit-dialog';
import { AgencyDetailPanel } from './agency-detail-panel';
import { serviceTypeNames } from './agency-profile-view';
import { AGENCY_DETAIL_KEY, AGENCY_LIST_KEY } from './agency-queries';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

const AUDIT_KEY = [...AGENCY_LIST_KEY, 'awaiting'] as const;

const columns = (texts: AgencyTexts, word: (chinese: string) => string): DataColumn<AgencyRow>[] => [
  { key: 'name', title: texts.profile.name },
  { key: 'kind', title: texts.auditKind, render: (row) => (row.changePending ? texts.manage.changeAudit : texts.manage.firstAudit) },
  { key: 'serviceTypes', title: texts.profile.serviceTypes, render: (row) => serviceTypeNames(row.serviceTypes, word, texts.typeSeparator) },
  { key: 'contact', title: texts.profile.contact },
  { key: 'phone', title: texts.profile.phone },
  { key: 'submittedAt', title: texts.submittedAt, format: 'datetime' },
];

const searchFields = (texts: AgencyTexts): SearchField[] => [{ type: 'text', name: 'name', label: texts.profile.name }];

const fetchPage: ListFetcher<AgencyRow> = ({ pageNum, pageSize, filters }) =>
  fetchAgencies({ awaiting: true, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}) });

/** Screen `orgCompanyCheck`: agency profiles waiting for audit (first submissions and changes); view, pass or reject; `?id=` reviews one. */
export function OrgCompanyCheckScreen() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<{ row: AuditTarget; pass: boolean } | null>(null);
  const id = useSearchParams()[0].get('id');
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts, word) }), [texts, word]);
  if (id) return <AgencyDetailPanel id={id} onBack={() => navigate('.')} />;
  const actions: RowAction<AgencyRow>[] = [
    { key: 'view', label: texts.view, run: (row) => navigate(`?id=${row.id}`) },
    { key: 'pass', label: texts.pass, call: agencyCalls.audit, run: (row) => setTarget({ row, pass: true }) },
    { key: 'reject', label: texts.reject, danger: true, call: agencyCalls.audit, run: (row) => setTarget({ row, pass: false }) },
  ];
  return (
    <>
      <ListPage<AgencyRow>
        fetch={fetchPage}
        queryKey={AUDIT_KEY}
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={actions}
        toolbar={() => <Button onClick={() => navigate('/agency-manage')}>{texts.manage.all}</Button>}
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
