import { Type } from 'typebox';
import { IdParams, Paged } from '../primitives';
import { Assignee, OwnSuggestionQuery, Suggestion, SuggestionAssign, SuggestionClose, SuggestionListQuery, SuggestionReply, SuggestionSubmit } from '../schemas/suggestions';
import { defineCalls } from './define-call';

// Company suggestions (spec §7 aspirations): the company's own calls, then the park's handling.
const COMPANY = { hosts: ['front'], park: 'session' } as const;
// Handling suggestions is the park's customer service (the 客服 roles hold the menu, no privilege code): any manage
// user of the park, the platform admin in every park.
const MANAGE = { hosts: ['manage'], park: 'scope', screens: ['companySuggest'] } as const;
const ADMIN = 'v1/admin/ps/aspirations';

export const suggestionCalls = defineCalls('suggestions', ['公共服务-企业诉求'], {
  submit: { method: 'POST', path: 'v1/ps/aspirations/add', body: SuggestionSubmit, response: Suggestion, access: COMPANY, summary: '企业向本园区提交诉求', done: '诉求已提交' },
  ownList: { method: 'POST', path: 'v1/ps/aspirations/list', body: OwnSuggestionQuery, response: Paged(Suggestion), access: COMPANY, summary: '本企业的诉求' },
  own: { method: 'GET', path: 'v1/ps/aspirations/detail/:id', params: IdParams, response: Suggestion, access: COMPANY, summary: '本企业的一条诉求' },
  list: { method: 'POST', path: `${ADMIN}/list`, body: SuggestionListQuery, response: Paged(Suggestion), access: MANAGE, summary: '园区的企业诉求（按状态、类别、企业、日期）' },
  info: { method: 'GET', path: `${ADMIN}/info/:id`, params: IdParams, response: Suggestion, access: MANAGE, summary: '诉求详情' },
  assignees: { method: 'GET', path: `${ADMIN}/assignees/:id`, params: IdParams, response: Type.Array(Assignee), access: MANAGE, summary: '可指派的本园区管理人员（id 为园区）' },
  reply: { method: 'POST', path: `${ADMIN}/reply`, body: SuggestionReply, response: Suggestion, access: MANAGE, summary: '回复诉求（通知企业）', done: '已回复' },
  assign: { method: 'POST', path: `${ADMIN}/assign`, body: SuggestionAssign, response: Suggestion, access: MANAGE, summary: '指派给本园区的同事（通知被指派人）', done: '已指派' },
  close: { method: 'POST', path: `${ADMIN}/close`, body: SuggestionClose, response: Suggestion, access: MANAGE, summary: '关闭诉求（通知企业）', done: '已关闭' },
});
