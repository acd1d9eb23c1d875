import { IdParams, Paged } from '../primitives';
import { PRE_APPLY_ACTIONS } from '../pre-apply-states';
import {
  PreApplyAdminListQuery, PreApplyCancel, PreApplyCheck, PreApplyCreate, PreApplyDetail, PreApplyEdit, PreApplyListQuery, PreApplyPrefill, PreApplyRow,
} from '../schemas/pre-apply';
import { defineCalls } from './define-call';

// Policy pre-application (spec §7 Policy pre-apply): the company's own applications, then the park's review.
// A company works on its own company's applications (its park is its record's); the park reads and reviews those of
// the parks in its scope.
const COMPANY = { hosts: ['front'] } as const;
const PARK_READ = { hosts: ['manage'], park: 'scope', screens: ['pre-check'] } as const;
const PARK_REVIEW = { hosts: ['manage'], privilege: 'preApplyReview', park: 'scope' } as const;

export const preApplyCalls = defineCalls('preApply', ['政策预申报'], {
  ownList: { method: 'POST', path: 'v1/ps/policy/pre/apply/list', body: PreApplyListQuery, response: Paged(PreApplyRow), access: COMPANY, summary: '本企业的政策预申报列表' },
  own: { method: 'GET', path: 'v1/ps/policy/preApply/detail/:id', params: IdParams, response: PreApplyDetail, access: COMPANY, summary: '本企业的预申报详情与审核记录' },
  prefill: {
    method: 'GET',
    path: 'v1/ps/policy/preApply/prefill/:id',
    params: IdParams,
    response: PreApplyPrefill,
    access: COMPANY,
    summary: '预申报表单：按企业信息预填，并核对政策的申报条件（id 为政策）',
  },
  create: {
    method: 'POST',
    path: 'v1/ps/policy/pre/apply',
    body: PreApplyCreate,
    response: PreApplyDetail,
    access: COMPANY,
    summary: '新建政策预申报（保存草稿或提交）',
    done: (_: PreApplyDetail, { body }: { body: PreApplyCreate }) => (body.submit ? '已提交预申报' : '草稿已保存'),
  },
  edit: {
    method: 'POST',
    path: 'v1/ps/policy/pre/apply/edit',
    body: PreApplyEdit,
    response: PreApplyDetail,
    access: COMPANY,
    summary: '修改预申报（草稿或退回的保存、提交；待审核时修改材料）',
    done: (_: PreApplyDetail, { body }: { body: PreApplyEdit }) => (body.submit ? '已提交预申报' : '已保存'),
  },
  cancel: { method: 'POST', path: 'v1/ps/policy/preApply/cancel', body: PreApplyCancel, response: PreApplyDetail, access: COMPANY, summary: '取消预申报（须填写原因）', done: '预申报已取消' },
  parkList: {
    method: 'POST',
    path: 'v1/admin/ps/policy/pre/apply/list',
    body: PreApplyAdminListQuery,
    response: Paged(PreApplyRow),
    access: PARK_READ,
    summary: '园区的政策预申报列表（按状态、政策、企业、提交日期）',
  },
  parkDetail: { method: 'GET', path: 'v1/admin/ps/policy/preApply/detail/:id', params: IdParams, response: PreApplyDetail, access: PARK_READ, summary: '预申报详情与审核记录' },
  check: {
    method: 'POST',
    path: 'v1/admin/ps/policy/preApply/check',
    body: PreApplyCheck,
    response: PreApplyDetail,
    access: PARK_REVIEW,
    summary: '审核预申报：通过、退回修改或驳回，附审核意见',
    done: (_: PreApplyDetail, { body }: { body: PreApplyCheck }) => `已${PRE_APPLY_ACTIONS[body.decision]}`,
  },
});
