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
import { labelsIn, logActionOptions, logModuleOptions, toLogQuery } from './log-labels';
import { useMemo } from 'react';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { logsCatalogue, type LogsTexts } from './i18n/logs';

type Word = (word: string) => string;

const searchFields = (texts: LogsTexts, word: Word): SearchField[] => [
  { type: 'text', name: 'username', label: texts.user },
  { type: 'select', name: 'module', label: texts.module, options: logModuleOptions(word) },
  { type: 'select', name: 'action', label: texts.action, options: logActionOptions(word) },
  { type: 'date-range', name: 'time', label: texts.time, keys: ['startTime', 'endTime'] },
];

const columns = (texts: LogsTexts, word: Word): DataColumn<OperationLog>[] => [
  { key: 'username', title: texts.user },
  { key: 'userType', title: texts.userType, width: COLUMN_WIDTHS.person, render: (row) => { const label = userTypeLabel(row.userType); return label && word(label); } },
  { key: 'module', title: texts.module, format: { map: labelsIn(LOG_MODULES, word) } },
  { key: 'action', title: texts.action, width: COLUMN_WIDTHS.short, format: { map: labelsIn(LOG_ACTIONS, word) } },
  { key: 'target', title: texts.target, ellipsis: true },
  { key: 'result', title: texts.result, width: COLUMN_WIDTHS.short, format: { map: texts.results } },
  { key: 'ip', title: 'IP' },
  { key: 'createdAt', title: texts.time, format: 'datetime' },
];

const fetchPage: ListFetcher<OperationLog> = ({ pageNum, pageSize, filters }) => fetchLogs(toLogQuery(pageNum, pageSize, filters));

/** Screen `log`: the operation log list. */
export function LogListScreen() {
  const navigate = useNavigate();
  const texts = useTexts(logsCatalogue);
  const word = useContractWord();
  const parts = useMemo(() => ({ searchFields: searchFields(texts, word), columns: columns(texts, word) }), [texts, word]);
  return (
    <ListPage<OperationLog>
      queryKey={callKey(logCalls.list)}
      fetch={fetchPage}
      searchFields={parts.searchFields}
      columns={parts.columns}
      rowKey="id"
      toolbar={(list) => <ExportButton filters={list.filters} />}
      actions={[{ key: 'detail', label: texts.view, run: (row) => navigate(`/log-detail?id=${row.id}`) }]}
    />
  );
}
