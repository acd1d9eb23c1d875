import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { agencyServiceCalls, fetchServices, type AgencyServiceRow } from '@/api/agency-services';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { useContractWord } from '@/components/i18n/contract-word';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { ServiceType } from '@contract/agency';
import { serviceColumns, serviceSearchFields } from './service-columns';
import { AuditDialog } from './audit-dialog';
import { SERVICE_INFO_KEY, SERVICE_LIST_KEY } from './service-queries';
import { ServiceReviewPanel } from './service-review-panel';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

const AUDIT_KEY = [...SERVICE_LIST_KEY, 'awaiting'] as const;

// What the reviewer decides by; delivery time and vouchers are on the service opened with 查看.
const HIDDEN = ['state', 'rejectReason', 'deliveryDays', 'voucherPayable'];
const columns = (texts: AgencyTexts, word: (chinese: string) => string): DataColumn<AgencyServiceRow>[] => [
  ...serviceColumns(true, texts, word).filter((c) => !HIDDEN.includes(c.key)),
  { key: 'kind', title: texts.auditKind, width: COLUMN_WIDTHS.state, render: (row) => (row.changePending ? texts.service.changeAudit : texts.service.firstAudit) },
  { key: 'submittedAt', title: texts.submittedAt, format: 'datetime' },
];

const fetchPage: ListFetcher<AgencyServiceRow> = ({ pageNum, pageSize, filters }) =>
  fetchServices({ awaiting: true, pageNum, pageSize, ...(filters.name ? { name: filters.name } : {}), ...(filters.serviceType ? { serviceType: filters.serviceType as ServiceType } : {}) });

/** Screen `orgServiceCheck`: agencies' services waiting for audit (first submissions and changes); view, pass or reject. */
export function OrgServiceCheckScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<{ row: AgencyServiceRow; pass: boolean } | null>(null);
  const id = params.get('id');
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: serviceSearchFields(false, texts, word), columns: columns(texts, word) }), [texts, word]);
  if (id) return <ServiceReviewPanel id={id} onBack={() => navigate('.')} />;
  const actions: RowAction<AgencyServiceRow>[] = [
    { key: 'view', label: texts.view, run: (row) => navigate(`?id=${row.id}`) },
    { key: 'pass', label: texts.pass, call: agencyServiceCalls.audit, run: (row) => setTarget({ row, pass: true }) },
    { key: 'reject', label: texts.reject, danger: true, call: agencyServiceCalls.audit, run: (row) => setTarget({ row, pass: false }) },
  ];
  return (
    <>
      <ListPage<AgencyServiceRow> fetch={fetchPage} queryKey={AUDIT_KEY} searchFields={parts.searchFields} columns={parts.columns} rowKey="id" actions={actions} />
      <AuditDialog kind="service"
        target={target?.row ?? null}
        pass={target?.pass ?? true}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          void invalidate(SERVICE_LIST_KEY, SERVICE_INFO_KEY);
        }}
      />
    </>
  );
}
