import { IdParams, PageQuery, Paged } from '../primitives';
import {
  ApplicationCheck, ApplicationListQuery, ApplicationRow, Batch, BatchAdd, BatchDetail, BatchListQuery, BatchUpdate, CompanyApplicationQuery,
  CompanyVoucherQuery, OpenBatch, VoucherApplied, VoucherApply, VoucherDetail, VoucherListQuery, VoucherRecall, VoucherRow,
} from '../schemas/vouchers';
import { defineCalls } from './define-call';

// Service vouchers (spec §7: v1/innovation/vouchers/*): the voucher admin site is the manage users holding 0108
// (spec §6), in their parks; a company applies for and holds its own; an agency sees the batches that pay for it.
const ADMIN = { hosts: ['manage'], privilege: 'voucherAdmin', park: 'scope' } as const;
const COMPANY = { hosts: ['front'] } as const;
const AGENCY = { hosts: ['agent'] } as const;
const BASE = 'v1/innovation/vouchers';

export const voucherCalls = defineCalls('vouchers', ['服务券'], {
  batchList: { method: 'POST', path: `${BASE}/batch/list`, body: BatchListQuery, response: Paged(Batch), access: ADMIN, summary: '服务券批次列表（本园区，含预算台账）' },
  batchAdd: { method: 'POST', path: `${BASE}/batch/add`, body: BatchAdd, response: BatchDetail, access: ADMIN, summary: '新增服务券批次', done: '保存成功' },
  batchUpdate: { method: 'PUT', path: `${BASE}/batch/update`, body: BatchUpdate, response: BatchDetail, access: ADMIN, summary: '修改服务券批次（发放后面额与服务类型不可改）', done: '保存成功' },
  batchDetail: { method: 'GET', path: `${BASE}/batch/detail/:id`, params: IdParams, response: BatchDetail, access: ADMIN, summary: '服务券批次详情、预算台账与消耗曲线' },
  applicationList: { method: 'POST', path: `${BASE}/application/list`, body: ApplicationListQuery, response: Paged(ApplicationRow), access: ADMIN, summary: '批次的申领记录' },
  applicationCheck: {
    method: 'POST', path: `${BASE}/application/check`, body: ApplicationCheck, response: ApplicationRow, access: ADMIN, summary: '审核申领：通过即发放（受预算约束），驳回需填原因',
    done: (checked: ApplicationRow) => (checked.state === 'passed' ? '已发放' : '已驳回'),
  },
  list: { method: 'POST', path: `${BASE}/list`, body: VoucherListQuery, response: Paged(VoucherRow), access: ADMIN, summary: '批次已发放的服务券' },
  recall: { method: 'POST', path: `${BASE}/recall`, body: VoucherRecall, response: VoucherRow, access: ADMIN, summary: '收回未使用的服务券（需填原因）', done: '已收回' },

  agencyBatches: { method: 'POST', path: `${BASE}/agency/batches`, body: PageQuery, response: Paged(Batch), access: AGENCY, summary: '可抵扣本机构服务类型的服务券批次（未过期）' },

  companyList: { method: 'POST', path: `${BASE}/company/list`, body: CompanyVoucherQuery, response: Paged(VoucherRow), access: COMPANY, summary: '本企业的服务券' },
  companyDetail: { method: 'GET', path: `${BASE}/company/detail/:id`, params: IdParams, response: VoucherDetail, access: COMPANY, summary: '本企业的一张服务券' },
  companyBatches: { method: 'POST', path: `${BASE}/company/batches`, body: PageQuery, response: Paged(OpenBatch), access: COMPANY, summary: '本园区正在申领的批次及本企业已申领数' },
  companyApplications: { method: 'POST', path: `${BASE}/company/applications`, body: CompanyApplicationQuery, response: Paged(ApplicationRow), access: COMPANY, summary: '本企业的申领记录' },
  companyApply: { method: 'POST', path: `${BASE}/company/apply`, body: VoucherApply, response: VoucherApplied, access: COMPANY, summary: '申领服务券（受每家企业限额约束）', done: '已提交申领' },
});
