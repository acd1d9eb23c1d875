import { Type } from 'typebox';
import { IdBody, IdParams, Nullable, Paged } from '../primitives';
import {
  AllotAdded,
  AllotChoices,
  AllotInput,
  Allotment,
  AllotQuery,
  Commitment,
  CommitmentBody,
  CompanyManager,
  FreezeBody,
  ManagerAccount,
  ManagerCreated,
  ManagerDetail,
  ManagerFrozen,
  ManagerInput,
  ManagerQuery,
  ManagerUpdate,
} from '../schemas/account';
import { defineCalls } from './define-call';

// Customer-service manager accounts (spec §7: v1/customerServiceManager/*). Every account call works in the session's
// park; changes sit behind the account-management privilege. The commitment is the manager's own, or for a company
// its manager's.
// Read on the account screens; the manager list is also the settled companies' manager picker.
const READ = { hosts: ['manage'], park: 'session', screens: ['account'] } as const;
const ACCOUNT_ADMIN = { hosts: ['manage'], privilege: 'accountAdmin', park: 'session' } as const;
const base = 'v1/customerServiceManager';

export const accountCalls = defineCalls('account', ['客户经理账号'], {
  list: { method: 'POST', path: `${base}/list`, body: ManagerQuery, response: Paged(ManagerAccount), access: { ...READ, screens: ['account', 'settlecompany'] }, summary: '当前园区的客户经理账号列表' },
  detail: { method: 'POST', path: `${base}/detail`, body: IdBody, response: ManagerDetail, access: READ, summary: '客户经理账号详情（含分配的企业与员工）' },
  insert: { method: 'POST', path: `${base}/insert`, body: ManagerInput, response: ManagerCreated, access: ACCOUNT_ADMIN, summary: '新增客户经理账号', done: '账号已新增' },
  update: { method: 'POST', path: `${base}/update`, body: ManagerUpdate, response: ManagerDetail, access: ACCOUNT_ADMIN, summary: '修改客户经理账号（可重置密码、更换角色）', done: '账号已修改' },
  freeze: {
    method: 'POST',
    path: `${base}/freeze`,
    body: FreezeBody,
    response: ManagerFrozen,
    access: ACCOUNT_ADMIN,
    summary: '冻结或解冻账号（冻结立即结束其登录）',
    done: (answer: ManagerFrozen) => (answer.frozen ? '账号已冻结' : '账号已解冻'),
  },
  allot: { method: 'POST', path: `${base}/allot`, body: AllotInput, response: AllotAdded, access: ACCOUNT_ADMIN, summary: '为客户经理分配企业与员工', done: '分配成功' },
  allotList: { method: 'POST', path: `${base}/allot/list`, body: AllotQuery, response: Paged(Allotment), access: { hosts: ['manage'], park: 'session', open: 'a manager\'s own allotments: without 0112 the service lists only the caller\'s' }, summary: '分配记录（无账号管理权限时只含自己的）' },
  allotOptions: { method: 'GET', path: `${base}/allot/options`, response: AllotChoices, access: READ, summary: '可分配的企业与员工（含已分配给谁）' },
  allotDelete: { method: 'DELETE', path: `${base}/allot/delete/:id`, params: IdParams, response: Type.Null(), access: ACCOUNT_ADMIN, summary: '解除一条分配', done: '已解除分配' },
  commitment: { method: 'GET', path: `${base}/commitment`, response: Nullable(Commitment), access: { hosts: ['manage'], open: 'the manager\'s own commitment' }, summary: '我的服务承诺（客户经理本人）' },
  saveCommitment: { method: 'POST', path: `${base}/commitment`, body: CommitmentBody, response: Commitment, access: { hosts: ['manage'], open: 'the manager\'s own commitment' }, summary: '保存我的服务承诺', done: '服务承诺已保存' },
  companyManager: { method: 'GET', path: `${base}/commitment/company`, response: Nullable(CompanyManager), access: { hosts: ['front'] }, summary: '本企业的客户经理及其服务承诺（企业用户）' },
});
