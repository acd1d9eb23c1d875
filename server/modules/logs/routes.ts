import { logCalls } from '@contract/calls/logs';
import { callRoutes } from '../../lib/call-routes';
import { exportOperationLogs, listOperationLogs, operationLogDetail } from './service';

export const logRoutes = callRoutes(logCalls, {
  list: (db, ctx, { body }) => listOperationLogs(db, ctx, body),
  export: async (db, ctx, { body }) => ({ content: await exportOperationLogs(db, ctx, body), name: '操作日志.xlsx', asciiName: 'operation-logs.xlsx' }),
  detail: (db, ctx, { params }) => operationLogDetail(db, ctx, params.id),
});
