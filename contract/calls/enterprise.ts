import { Paged } from '../primitives';
import {
  AuditInput,
  AuditListQuery,
  AuditRow,
  CompanyRecord,
  RecordCompany,
  RecordModel,
  RecordModuleParams,
  RecordParams,
  RecordSave,
  RecordSaved,
} from '../schemas/enterprise';
import { defineCalls } from './define-call';

// A company's record on its park's form and the audit of its check-in (spec §7: v1/enterprise/detail, withdraw,
// check). The company reaches its own record; a manage user the records of its parks (an edit also needs
// companyTenancy, checked by the service).
// A company's own record; a manage user's where companies are audited or kept.
const RECORD = { hosts: ['front', 'manage'], park: 'scope', screens: ['checkcompany', 'settlecompany'] } as const;
const OWN = { hosts: ['front'] } as const;
const AUDIT_READ = { hosts: ['manage'], park: 'scope', screens: ['checkcompany'] } as const;
const AUDIT = { hosts: ['manage'], privilege: 'companyAudit', park: 'scope' } as const;

export const enterpriseCalls = defineCalls('enterprise', ['企业信息与入驻审核'], {
  record: { method: 'GET', path: 'v1/enterprise/detail/:parkId/:companyId', params: RecordParams, response: CompanyRecord, access: RECORD, summary: '企业信息（园区的全部模块与字段，企业的已提交、草稿与待审内容）' },
  recordModule: { method: 'GET', path: 'v1/enterprise/detail/:parkId/:companyId/:moduleKey', params: RecordModuleParams, response: RecordModel, access: RECORD, summary: '企业信息的一个模块' },
  save: {
    method: 'POST',
    path: 'v1/enterprise/detail/:parkId/:companyId/:moduleKey',
    params: RecordModuleParams,
    body: RecordSave,
    response: RecordSaved,
    access: RECORD,
    summary: '保存企业信息的一个模块（isCommit 0 草稿，1 提交；最后一步提交入驻申请）',
    done: '保存成功',
  },
  withdraw: { method: 'POST', path: 'v1/enterprise/withdraw/:parkId/:companyId', params: RecordParams, response: RecordCompany, access: OWN, summary: '撤回待审核的入驻申请', done: '已撤回' },
  auditList: { method: 'POST', path: 'v1/enterprise/check/list', body: AuditListQuery, response: Paged(AuditRow), access: AUDIT_READ, summary: '待审核的入驻申请与信息变更（分页）' },
  audit: {
    method: 'POST',
    path: 'v1/enterprise/check/:parkId/:companyId',
    params: RecordParams,
    body: AuditInput,
    response: RecordCompany,
    access: AUDIT,
    summary: '审核入驻申请或信息变更（通过或驳回）',
    done: '审核完成',
  },
});
