import { Type } from 'typebox';
import { IdParams, Paged } from '../primitives';
import {
  ConditionField, ConditionFieldQuery, ConditionSave, MatchedCompany, MatchNotify, MatchQuery, NotifyPreview, NotifyResult, PolicyCondition, PolicyMatch,
} from '../schemas/policy-conditions';
import { defineCalls } from './define-call';

// A policy's eligibility conditions and the companies that meet them (spec §7 v1/admin/ps/policy "condition").
const READ = { hosts: ['manage'], park: 'scope', screens: ['policy'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'contentPublish', park: 'scope' } as const;
const COMPANY = { hosts: ['front'], park: 'session' } as const;
const BASE = 'v1/admin/ps/policy/condition';

export const policyConditionCalls = defineCalls('policyConditions', ['公共服务-政策条件'], {
  fields: { method: 'POST', path: `${BASE}/fields`, body: ConditionFieldQuery, response: Type.Array(ConditionField), access: READ, summary: '可作为条件的企业信息字段（本园区）' },
  list: { method: 'GET', path: `${BASE}/list/:id`, params: IdParams, response: Type.Array(PolicyCondition), access: READ, summary: '政策的申报条件' },
  save: { method: 'PUT', path: `${BASE}/save`, body: ConditionSave, response: Type.Array(PolicyCondition), access: WRITE, summary: '保存政策的申报条件（整组替换）', done: '保存成功' },
  match: { method: 'POST', path: `${BASE}/match`, body: MatchQuery, response: Paged(MatchedCompany), access: READ, summary: '符合（或不符合）条件的在园企业，附原因' },
  notifyPreview: {
    method: 'POST', path: `${BASE}/notify/preview`, body: MatchNotify, response: NotifyPreview, access: WRITE, summary: '发送前预览：符合条件的企业中已通知与尚未通知的家数',
  },
  notify: {
    method: 'POST',
    path: `${BASE}/notify`,
    body: MatchNotify,
    response: NotifyResult,
    access: WRITE,
    summary: '通过消息中心通知符合条件且尚未通知的企业（全部或所选）；每家企业每项政策只通知一次',
    done: (result: NotifyResult) => (result.companies > 0 ? '已发送' : '符合条件的企业均已通知过，未重复发送'),
  },
  myMatch: { method: 'GET', path: 'v1/ps/policy/match/:id', params: IdParams, response: PolicyMatch, access: COMPANY, summary: '本企业是否符合某项已发布政策的条件' },
});
