import { FileBody, IdParams, Paged } from '../primitives';
import { LogFilter, LogQuery, OperationLog, OperationLogDetail } from '../schemas/logs';
import { XLSX_MEDIA_TYPE } from '../files';
import { defineCalls } from './define-call';

// The operation log (DESIGN.md §5: every mutating call writes one): the platform admin reads every park's, an
// operator the parks they manage.
const READ = { hosts: ['manage'], park: 'scope', screens: ['log'] } as const;

export const logCalls = defineCalls('logs', ['操作日志'], {
  list: { method: 'POST', path: 'v1/admin/logs/list', body: LogQuery, response: Paged(OperationLog), access: READ, summary: '操作日志列表' },
  export: { method: 'POST', path: 'v1/admin/logs/export', body: LogFilter, response: FileBody(XLSX_MEDIA_TYPE), access: { ...READ, privilege: 'logExport' }, summary: '按筛选条件导出操作日志（.xlsx）' },
  detail: { method: 'GET', path: 'v1/admin/logs/detail/:id', params: IdParams, response: OperationLogDetail, access: READ, summary: '操作日志详情' },
});
