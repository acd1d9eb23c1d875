import { useState } from 'react';
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
import { APPLICATION_LIST_KEY, BATCH_DETAIL_KEY, BATCH_LIST_KEY, BATCH_VOUCHER_KEY } from './voucher-queries';

const searchFields: SearchField[] = [
  { type: 'select', name: 'applicationState', label: '申领状态', options: APPLICATION_STATE_KEYS.map((value) => ({ value, label: APPLICATION_STATES[value] })) },
];

const columns: DataColumn<ApplicationRow>[] = [
  { key: 'companyName', title: '申领企业' },
  { key: 'quantity', title: '申领张数' },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => applicationStateTag(row.state) },
  { key: 'reason', title: '驳回原因' },
  { key: 'submittedAt', title: '申领时间', format: 'datetime' },
];

/** A batch's applications: pass issues the vouchers (within the budget, before the batch expires), reject tells the company why. */
export function ApplicationList({ batchId, expiresOn }: { batchId: number; expiresOn: string }) {
  const invalidate = useInvalidate();
  const [review, setReview] = useState<{ row: ApplicationRow; pass: boolean } | null>(null);
  const fetchPage: ListFetcher<ApplicationRow> = ({ pageNum, pageSize, filters }) =>
    fetchApplications({ batchId, pageNum, pageSize, ...(isApplicationState(filters.applicationState) ? { state: filters.applicationState } : {}) });
  const waiting = (row: ApplicationRow) => row.state === 'submitted';
  return (
    <>
      <ListPage<ApplicationRow>
        fetch={fetchPage}
        queryKey={[...APPLICATION_LIST_KEY, batchId]}
        searchFields={searchFields}
        columns={columns}
        rowKey="id"
        actions={[
          { key: 'pass', label: '通过', visible: waiting, verdict: () => canIssueVouchers({ expiresOn }, parkToday()), run: (row) => setReview({ row, pass: true }) },
          { key: 'reject', label: '驳回', danger: true, visible: waiting, run: (row) => setReview({ row, pass: false }) },
        ]}
      />
      <ReviewDialog
        open={review !== null}
        pass={review?.pass ?? true}
        name={review?.row.companyName ?? ''}
        what="服务券申领"
        passNote={`通过后将发放${review?.row.quantity ?? 0}张服务券，计入已发放金额。`}
        reader="企业"
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
