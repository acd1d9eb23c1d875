import { consultationCalls as calls } from '@contract/calls/consultations';
import { api } from '@/api/call';
import type { HostKey } from '@contract/host-kinds';
import type { AdminListQuery, ConsultationAsk, ConsultationDetail, FrontListQuery, SubjectQuery } from '@contract/schemas/consultation';

// Service consultations: the company's calls, the park's and the agency's over the same rows.
export type { ConsultationDetail, ConsultationRow, ConsultationSubjectOption, HandCandidate } from '@contract/schemas/consultation';
export { consultationCalls } from '@contract/calls/consultations';

type Target = Pick<ConsultationDetail, 'id' | 'version'>;

export const askConsultation = (body: ConsultationAsk) => api(calls.ask, { body }, { loading: true });

export const fetchSubjects = (body: SubjectQuery) => api(calls.subjects, { body });

/** The company's own list: the path names its park. */
export const fetchOwnConsultations = (parkId: number, body: FrontListQuery) => api(calls.ownList, { params: { parkId }, body });

export const fetchParkConsultations = (body: AdminListQuery) => api(calls.list, { body });

export const fetchHandedConsultations = (body: FrontListQuery) => api(calls.handedList, { body });

/** One consultation with its thread, through the caller's own call. */
export function fetchConsultation(host: HostKey, id: number, parkId: number | null) {
  if (host === 'front') return api(calls.own, { params: { parkId: parkId ?? 0, id } });
  if (host === 'agent') return api(calls.handed, { params: { id } });
  return api(calls.detail, { params: { id } });
}

export const fetchHandCandidates = () => api(calls.agencies);

export interface PostInput {
  text: string;
  attachments: { name: string; url: string }[];
}

/** The park's or the agency's answer. */
export const replyConsultation = (host: HostKey, target: Target, input: PostInput) =>
  api(host === 'agent' ? calls.handedReply : calls.reply, { body: { id: target.id, version: target.version, ...input } });

export const followUpConsultation = (target: Target, input: PostInput) => api(calls.followUp, { body: { id: target.id, version: target.version, ...input } });

export const handConsultation = (target: Target, mechanismId: number, note: string) =>
  api(calls.hand, { body: { id: target.id, version: target.version, mechanismId, ...(note ? { note } : {}) } });

export const closeConsultation = (host: HostKey, target: Target) =>
  api(host === 'front' ? calls.ownClose : calls.close, { body: { id: target.id, version: target.version } });
