import { useMemo } from 'react';
import { fetchMyApplications, type ApplicationRow } from '@/api/vouchers';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { applicationStateTag } from './voucher-labels';
import { MY_APPLICATION_KEY } from './voucher-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const columns = ({ applications, common }: VouchersTexts): DataColumn<ApplicationRow>[] => [
  { key: 'batchName', title: applications.batch },
  { key: 'quantity', title: applications.quantity },
  { key: 'state', title: common.state, width: COLUMN_WIDTHS.state, render: (row) => applicationStateTag(row.state) },
  { key: 'reason', title: applications.rejectReason },
  { key: 'submittedAt', title: applications.submittedAt, format: 'datetime' },
];

const fetchPage: ListFetcher<ApplicationRow> = ({ pageNum, pageSize }) => fetchMyApplications({ pageNum, pageSize });

/** The company's applications and how each was decided. */
export function MyApplicationList() {
  const texts = useTexts(vouchersCatalogue);
  const list = useMemo(() => columns(texts), [texts]);
  return <ListPage<ApplicationRow> fetch={fetchPage} queryKey={MY_APPLICATION_KEY} columns={list} rowKey="id" />;
}
