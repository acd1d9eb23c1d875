import { fetchMyApplications, type ApplicationRow } from '@/api/vouchers';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { applicationStateTag } from './voucher-labels';
import { MY_APPLICATION_KEY } from './voucher-queries';

const columns: DataColumn<ApplicationRow>[] = [
  { key: 'batchName', title: '所属批次' },
  { key: 'quantity', title: '申领张数' },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => applicationStateTag(row.state) },
  { key: 'reason', title: '驳回原因' },
  { key: 'submittedAt', title: '申领时间', format: 'datetime' },
];

const fetchPage: ListFetcher<ApplicationRow> = ({ pageNum, pageSize }) => fetchMyApplications({ pageNum, pageSize });

/** The company's applications and how each was decided. */
export function MyApplicationList() {
  return <ListPage<ApplicationRow> fetch={fetchPage} queryKey={MY_APPLICATION_KEY} columns={columns} rowKey="id" />;
}
