import type { CompanyRecord, RecordCompany, RecordModel } from '@contract/schemas/enterprise';

// A company record on a two-step park form, as GET v1/enterprise/detail answers it.

export const field = (id: number, modelId: number, fieldKey: string, label: string, type: RecordModel['fields'][number]['type'], extra: Partial<RecordModel['fields'][number]> = {}) => ({
  id, parkId: 1, modelId, fieldKey, label, type, required: false, options: [] as string[], maxLength: null, sort: id * 10, enabled: true, ...extra,
});

export const basicModel = (change: Partial<RecordModel> = {}): RecordModel => ({
  id: 1,
  name: '基本信息',
  moduleKey: 'basic',
  audited: true,
  fields: [
    field(1, 1, 'companyName', '企业名称', 'text', { required: true, maxLength: 50 }),
    field(2, 1, 'industry', '所属行业', 'select', { required: true, options: ['人工智能', '其他'] }),
  ],
  data: null,
  draft: null,
  pending: null,
  updatedAt: null,
  ...change,
});

export const businessModel = (change: Partial<RecordModel> = {}): RecordModel => ({
  id: 2,
  name: '经营信息',
  moduleKey: 'business',
  audited: false,
  fields: [field(3, 2, 'employees', '员工人数', 'number'), field(4, 2, 'mainBusiness', '主营业务', 'textarea', { maxLength: 500 })],
  data: null,
  draft: null,
  pending: null,
  updatedAt: null,
  ...change,
});

export const recordCompany = (change: Partial<RecordCompany> = {}): RecordCompany => ({
  id: 7, parkId: 1, name: '甲公司', state: null, version: 0, rejectReason: null, changePending: false, submittedAt: null, settledAt: null, ...change,
});

export const companyRecord = (company: Partial<RecordCompany> = {}, models: RecordModel[] = [basicModel(), businessModel()]): CompanyRecord => ({
  company: recordCompany(company),
  models,
});
