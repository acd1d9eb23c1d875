import { useNavigate } from 'react-router-dom';
import { callKey } from '@/api/call';
import { fetchLogs, logCalls, type OperationLog } from '@/api/logs';
import type { DataColumn } from '@/components/data-table/data-table';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { userTypeLabel } from '@contract/host-kinds';
import { LOG_ACTIONS, LOG_MODULES } from '@contract/oplog';
import { ExportButton } from './export-button';
import { LOG_ACTION_OPTIONS, LOG_MODULE_OPTIONS, RESULT_LABELS, toLogQuery } from './log-labels';

const searchFields: SearchField[] = [
  { type: 'text', name: 'username', label: '操作人' },
  { type: 'select', name: 'module', label: '模块', options: LOG_MODULE_OPTIONS },
  { type: 'select', name: 'action', label: '操作', options: LOG_ACTION_OPTIONS },
  { type: 'date-range', name: 'time', label: '操作时间', keys: ['startTime', 'endTime'] },
];

const columns: DataColumn<OperationLog>[] = [
  { key: 'username', title: '操作人' },
  { key: 'userType', title: '用户类型', width: COLUMN_WIDTHS.person, render: (row) => userTypeLabel(row.userType) },
  { key: 'module', title: '模块', format: { map: LOG_MODULES } },
  { key: 'action', title: '操作', width: COLUMN_WIDTHS.short, format: { map: LOG_ACTIONS } },
  { key: 'target', title: '操作对象', ellipsis: true },
  { key: 'result', title: '结果', width: COLUMN_WIDTHS.short, format: { map: RESULT_LABELS } },
  { key: 'ip', title: 'IP' },
  { key: 'createdAt', title: '操作时间', format: 'datetime' },
];

const fetchPage: ListFetcher<OperationLog> = ({ pageNum, pageSize, filters }) => fetchLogs(toLogQuery(pageNum, pageSize, filters));

/** Screen `log`: the operation log list. */
export function LogListScreen() {
  const navigate = useNavigate();
  return (
    <ListPage<OperationLog>
      queryKey={callKey(logCalls.list)}
      fetch={fetchPage}
      searchFields={searchFields}
      columns={columns}
      rowKey="id"
      toolbar={(list) => <ExportButton filters={list.filters} />}
      actions={[{ key: 'detail', label: '查看', run: (row) => navigate(`/log-detail?id=${row.id}`) }]}
    />
  );
}
