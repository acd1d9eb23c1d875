import { Type } from 'typebox';
import { IdParams, Paged } from '../primitives';
import {
  AdminListQuery, AgentListQuery, ConsultationAsk, ConsultationClose, ConsultationDetail, ConsultationHand, ConsultationPost, ConsultationRow,
  ConsultationSubjectOption, FrontDetailParams, FrontListParams, FrontListQuery, HandCandidate, SubjectQuery,
} from '../schemas/consultation';
import { defineCalls } from './define-call';

// Service consultations over the same rows: the company's calls (its session's park), the park's (spec §7 policy
// consultation calls, in the caller's parks) and the agency's it was handed to (iv/consultation*).
const COMPANY = { hosts: ['front'], park: 'session' } as const;
const AGENCY = { hosts: ['agent'] } as const;
const READ = { hosts: ['manage'], park: 'scope', screens: ['advice-order'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'orderRouting', park: 'scope' } as const;
const FRONT = 'v1/ps/policy/consultation';
const ADMIN = 'v1/admin/ps/policy/consultation';

export const consultationCalls = defineCalls('consultations', ['服务咨询'], {
  ask: { method: 'POST', path: FRONT, body: ConsultationAsk, response: ConsultationDetail, access: COMPANY, summary: '企业发起服务咨询（本园区已发布的政策或服务，或已上架的机构服务）', done: '咨询已提交' },
  subjects: { method: 'POST', path: `${FRONT}/subjects`, body: SubjectQuery, response: Type.Array(ConsultationSubjectOption), access: COMPANY, summary: '可咨询的政策、服务产品或机构服务（按标题）' },
  ownList: { method: 'POST', path: `${FRONT}/list/:parkId`, params: FrontListParams, body: FrontListQuery, response: Paged(ConsultationRow), access: COMPANY, summary: '本企业的服务咨询（x 为企业所在园区）' },
  own: { method: 'GET', path: `${FRONT}/detail/:parkId/:id`, params: FrontDetailParams, response: ConsultationDetail, access: COMPANY, summary: '服务咨询详情与往来记录（园区、咨询）' },
  followUp: { method: 'POST', path: `${FRONT}/followUp`, body: ConsultationPost, response: ConsultationDetail, access: COMPANY, summary: '企业追问', done: '追问已提交' },
  ownClose: { method: 'POST', path: `${FRONT}/close`, body: ConsultationClose, response: ConsultationDetail, access: COMPANY, summary: '企业关闭咨询', done: '咨询已关闭' },

  list: { method: 'POST', path: `${ADMIN}/list`, body: AdminListQuery, response: Paged(ConsultationRow), access: READ, summary: '园区的服务咨询（状态、类型、企业、日期、超时）' },
  detail: { method: 'GET', path: `${ADMIN}/detail/:id`, params: IdParams, response: ConsultationDetail, access: READ, summary: '服务咨询详情与往来记录' },
  agencies: { method: 'GET', path: `${ADMIN}/agencies`, response: Type.Array(HandCandidate), access: READ, summary: '可转交的服务机构（已上架）' },
  reply: { method: 'POST', path: `${ADMIN}/reply`, body: ConsultationPost, response: ConsultationDetail, access: WRITE, summary: '园区答复咨询', done: '答复已发送' },
  hand: { method: 'POST', path: `${ADMIN}/hand`, body: ConsultationHand, response: ConsultationDetail, access: WRITE, summary: '转交服务机构答复', done: '已转交' },
  close: { method: 'POST', path: `${ADMIN}/close`, body: ConsultationClose, response: ConsultationDetail, access: WRITE, summary: '园区关闭咨询', done: '咨询已关闭' },

  handedList: { method: 'POST', path: 'iv/consultation/list', body: AgentListQuery, response: Paged(ConsultationRow), access: AGENCY, summary: '转交给本机构的服务咨询' },
  handed: { method: 'GET', path: 'iv/consultation/detail/:id', params: IdParams, response: ConsultationDetail, access: AGENCY, summary: '转交给本机构的服务咨询详情' },
  handedReply: { method: 'POST', path: 'iv/consultation/reply', body: ConsultationPost, response: ConsultationDetail, access: AGENCY, summary: '服务机构答复咨询', done: '答复已发送' },
});
