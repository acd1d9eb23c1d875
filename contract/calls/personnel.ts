import { FileBody, IdParams, Paged } from '../primitives';
import { XLSX_MEDIA_TYPE } from '../files';
import { Personnel, PersonnelDelete, PersonnelDeleted, PersonnelImportResult, PersonnelListQuery, PersonnelSave, PersonnelWebPage, PersonnelWebQuery } from '../schemas/personnel';
import { defineCalls } from './define-call';

// A company's staff (spec §7: v1/enterprise/personnel/*, the spec's spelling `addOrUodate` kept). The company manages
// its own staff; a park operator only reads a company's staff (list/web).
const COMPANY = { hosts: ['front'] } as const;
const OPERATOR = { hosts: ['manage'], park: 'scope', screens: ['settlecompany'] } as const;
const TAGS = ['企业员工'];

export const personnelCalls = defineCalls('personnel', TAGS, {
  lists: { method: 'POST', path: 'v1/enterprise/personnel/lists', body: PersonnelListQuery, response: Paged(Personnel), access: COMPANY, summary: '本企业员工列表（分页，按姓名、手机号、部门、职位筛选）' },
  web: { method: 'POST', path: 'v1/enterprise/personnel/list/web', body: PersonnelWebQuery, response: PersonnelWebPage, access: OPERATOR, summary: '园区查看一家企业的员工（只读）' },
  info: { method: 'GET', path: 'v1/enterprise/personnel/info/:id', params: IdParams, response: Personnel, access: COMPANY, summary: '本企业员工详情（身份证号脱敏）' },
  save: { method: 'POST', path: 'v1/enterprise/personnel/addOrUodate', body: PersonnelSave, response: Personnel, access: COMPANY, summary: '新增（不带 id）或修改（带 id）本企业员工', done: '保存成功' },
  remove: { method: 'POST', path: 'v1/enterprise/personnel/delete', body: PersonnelDelete, response: PersonnelDeleted, access: COMPANY, summary: '删除本企业员工（id 或 ids）', done: '已删除' },
  template: { method: 'GET', path: 'v1/enterprise/personnel/template', response: FileBody(XLSX_MEDIA_TYPE), access: COMPANY, summary: '下载员工导入模板（.xlsx）' },
});

// The import is a multipart body, which callRoutes does not read: declared here, its route registered by hand from
// this declaration (server/modules/personnel/routes.ts).
export const personnelImportCalls = defineCalls('personnel', TAGS, {
  import: {
    method: 'POST',
    path: 'v1/enterprise/personnel/import',
    response: PersonnelImportResult,
    access: COMPANY,
    summary: '导入填好的员工模板（全部成功或全部不导入，逐行列出错误）',
    done: (result: PersonnelImportResult) => (result.state === 'success' ? `已导入 ${result.imported} 名员工` : '导入失败，未导入任何员工'),
  },
});
