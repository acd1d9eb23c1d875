import { Paged } from '../primitives';
import { CompanyListQuery, CompanyParams, CompanyRow, CompanyVersionData, CompanyVersions, MoveInInfo, MoveInInput, MoveOutInput, MoveResult, VersionParams } from '../schemas/tenancy';
import { defineCalls } from './define-call';

// The companies of a park and their tenancy. Manage calls only: a company or an agency is answered 403; operators
// reach the companies of their parks.
const READ = { hosts: ['manage'], park: 'scope', screens: ['settlecompany'] } as const;
const TENANCY = { hosts: ['manage'], privilege: 'companyTenancy', park: 'session' } as const;

export const tenancyCalls = defineCalls('tenancy', ['入驻企业'], {
  list: { method: 'POST', path: 'v1/enterprise/lists', body: CompanyListQuery, response: Paged(CompanyRow), access: READ, summary: '园区的企业列表（分页；客服经理分到的企业在前）' },
  moveInInfo: { method: 'GET', path: 'v1/enterprise/moveIn/:companyId', params: CompanyParams, response: MoveInInfo, access: TENANCY, summary: '迁入所需：企业、其现有房间与园区的楼栋' },
  moveIn: { method: 'POST', path: 'v1/enterprise/moveIn', body: MoveInInput, response: MoveResult, access: TENANCY, summary: '为已入驻企业迁入房间（一间房同时只属于一家企业）', done: '迁入成功' },
  moveOut: { method: 'POST', path: 'v1/enterprise/moveOut', body: MoveOutInput, response: MoveResult, access: TENANCY, summary: '企业迁出：释放房间，状态改为已迁出，保留历史', done: '迁出成功' },
  versions: { method: 'GET', path: 'v1/enterprise/versions/:companyId', params: CompanyParams, response: CompanyVersions, access: READ, summary: '企业信息的历史版本（每次审核通过一版）' },
  version: { method: 'GET', path: 'v1/enterprise/version/:companyId/:version', params: VersionParams, response: CompanyVersionData, access: READ, summary: '企业信息的一个版本（0 为当前）及园区的字段名称' },
});

