import { FileBody, IdParams, Paged } from '../primitives';
import { XLSX_MEDIA_TYPE } from '../files';
import { ImportParkParams, ImportTask, ImportTaskQuery } from '../schemas/estate-import';
import { defineCalls } from './define-call';

// Room import (spec §7: v1/admin/park/import/*): a template, a background task per uploaded file, its progress.
const READ = { hosts: ['manage'], park: 'scope', screens: ['park'] } as const;
const TAGS = ['房间导入'];

export const estateImportCalls = defineCalls('estateImport', TAGS, {
  template: { method: 'GET', path: 'v1/admin/park/import/template', response: FileBody(XLSX_MEDIA_TYPE), access: { hosts: ['manage'], screens: ['park'] }, summary: '下载房间导入模板（.xlsx）' },
  taskList: { method: 'POST', path: 'v1/admin/park/import/task/list', body: ImportTaskQuery, response: Paged(ImportTask), access: READ, summary: '园区的导入任务列表' },
  task: { method: 'GET', path: 'v1/admin/park/import/task/:id', params: IdParams, response: ImportTask, access: READ, summary: '导入任务详情（进度与错误报告）' },
});

// The upload is a multipart body, which callRoutes does not read: declared here, its route registered by hand from
// this declaration (server/modules/estate-import/routes.ts).
export const estateImportUploadCalls = defineCalls('estateImport', TAGS, {
  upload: {
    method: 'POST',
    path: 'v1/admin/park/import/template/:parkId',
    params: ImportParkParams,
    response: ImportTask,
    access: { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' },
    summary: '导入填好的模板（后台任务，全部成功或全部不导入）',
    done: '已开始导入',
  },
});
