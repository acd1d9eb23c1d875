import { useMemo, useState } from 'react';
import { checkApplication, fetchApplications, type ApplicationRow } from '@/api/vouchers';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';
import type { SearchField } from '@/components/search-box/search-fields';
import { parkToday } from '@contract/park-calendar';
import { APPLICATION_STATE_KEYS, APPLICATION_STATES, isApplicationState } from '@contract/vouchers';
import { canIssueVouchers } from '@contract/voucher-rules';
import { applicationStateTag } from './voucher-labels';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';
import { APPLICATION_LIST_KEY, BATCH_DETAIL_KEY, BATCH_LIST_KEY, BATCH_VOUCHER_KEY } from './voucher-queries';

const searchFields = ({ applications }: VouchersTexts): SearchField[] => [
  { type: 'select', name: 'applicationState', label: applications.state, options: APPLICATION_STATE_KEYS.map((value) => ({ value, label: APPLICATION_STATES[value] })) },
];

const columns = ({ applications, common }: VouchersTexts): DataColumn<ApplicationRow>[] => [
  { key: 'companyName', title: applications.company },
  { key: 'quantity', title: applications.quantity },
  { key: 'state', title: common.state, width: COLUMN_WIDTHS.state, render: (row) => applicationStateTag(row.state) },
  { key: 'reason', title: applications.rejectReason },
  { key: 'submittedAt', title: applications.submittedAt, format: 'datetime' },
];

/** A batch's applications: pass issues the vouchers (within the budget, before the batch expires), reject tells the company why. */
export function ApplicationList({ batchId, expiresOn }: { batchId: number; expiresOn: string }) {
  const invalidate = useInvalidate();
  const [review, setReview] = useState<{ row: ApplicationRow; pass: boolean } | null>(null);
  const texts = useTexts(vouchersCatalogue);
  const parts = useMemo(() => ({ searchFields: searchFields(texts), columns: columns(texts) }), [texts]);
  const fetchPage: ListFetcher<ApplicationRow> = ({ pageNum, pageSize, filters }) =>
    fetchApplications({ batchId, pageNum, pageSize, ...(isApplicationState(filters.applicationState) ? { state: filters.applicationState } : {}) });
  const waiting = (row: ApplicationRow) => row.state === 'submitted';
  return (
    <>
      <ListPage<ApplicationRow>
        fetch={fetchPage}
        queryKey={[...APPLICATION_LIST_KEY, batchId]}
        searchFields={parts.searchFields}
        columns={parts.columns}
        rowKey="id"
        actions={[
          { key: 'pass', label: texts.applications.pass, visible: waiting, verdict: () => canIssueVouchers({ expiresOn }, parkToday()), run: (row) => setReview({ row, pass: true }) },
          { key: 'reject', label: texts.applications.reject, danger: true, visible: waiting, run: (row) => setReview({ row, pass: false }) },
        ]}
      />
      <ReviewDialog
        open={review !== null}
        pass={review?.pass ?? true}
        name={review?.row.companyName ?? ''}
        what={texts.applications.what}
        passNote={texts.applications.passNote(review?.row.quantity ?? 0)}
        reader={texts.common.company}
        submit={(reason) => checkApplication({ id: review?.row.id ?? 0, pass: review?.pass ?? true, ...(reason ? { reason } : {}) })}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          void invalidate(APPLICATION_LIST_KEY, BATCH_DETAIL_KEY, BATCH_LIST_KEY, BATCH_VOUCHER_KEY);
        }}
      />
    </>
  );
}
