import { Type } from 'typebox';
import { FileBody, IdParams, Paged } from '../primitives';
import { XLSX_MEDIA_TYPE } from '../files';
import { ExportModel, ExportParams, ExportParkParams, ExportRequest, ExportTask, ExportTaskQuery } from '../schemas/company-export';
import { defineCalls } from './define-call';

// The company export (spec §7 v1/enterprise/data/export/*): a manage call in a park the caller reaches (a company
// or an agency is refused by the host kind).
const MANAGE = { hosts: ['manage'], park: 'scope', screens: ['settlecompany'] } as const;
const TAGS = ['企业数据导出'];

export const companyExportCalls = defineCalls('companyExport', TAGS, {
  fields: { method: 'GET', path: 'v1/enterprise/data/export/fields/:parkId', params: ExportParkParams, response: Type.Array(ExportModel), access: MANAGE, summary: '可导出的模块与字段' },
  taskList: { method: 'POST', path: 'v1/enterprise/data/export/task/list', body: ExportTaskQuery, response: Paged(ExportTask), access: MANAGE, summary: '我的导出任务' },
  task: { method: 'GET', path: 'v1/enterprise/data/export/task/:id', params: IdParams, response: ExportTask, access: MANAGE, summary: '导出任务详情（进度）' },
});

// Streamed answers, which callRoutes does not send (it sends a file from bytes in hand): declared here, their routes
// registered by hand from these declarations (server/modules/company-export/routes.ts). An `xlsx` export answers
// the file itself up to EXPORT_SYNC_LIMIT companies and the task it started above it, so its answer is either.
export const companyExportFileCalls = defineCalls('companyExport', TAGS, {
  start: {
    method: 'POST',
    path: 'v1/enterprise/data/export/:type',
    params: ExportParams,
    body: ExportRequest,
    response: Type.Union([FileBody(XLSX_MEDIA_TYPE), ExportTask]),
    access: MANAGE,
    summary: '按企业列表的筛选导出所选字段（xlsx：不超过 2000 家直接下载，否则转为后台任务；task：总是后台任务）',
    done: '导出任务已创建，完成后可在导出任务中下载',
  },
  download: { method: 'GET', path: 'v1/enterprise/data/export/task/download/:id', params: IdParams, response: FileBody(XLSX_MEDIA_TYPE), access: MANAGE, summary: '下载导出文件（仅限创建任务的操作员）' },
});
