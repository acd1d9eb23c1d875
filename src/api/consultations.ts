import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { HostKey } from '@contract/host-kinds';
import type {
  AdminListQuery, ConsultationAsk, ConsultationDetail, ConsultationRow, ConsultationSubjectOption, FrontListQuery, HandCandidate, SubjectQuery,
} from '@contract/schemas/consultation';

// Service consultations: the company's calls (v1/ps/policy/consultation*), the park's (v1/admin/ps/policy/consultation*)
// and the agency's (iv/consultation*) over the same rows.
export type { ConsultationDetail, ConsultationRow, ConsultationSubjectOption, HandCandidate } from '@contract/schemas/consultation';

const FRONT = 'v1/ps/policy/consultation';
const ADMIN = 'v1/admin/ps/policy/consultation';

type Target = Pick<ConsultationDetail, 'id' | 'version'>;

export function askConsultation(input: ConsultationAsk): Promise<ConsultationDetail> {
  return http.post<ConsultationDetail>(FRONT, input, { loading: true });
}

export function fetchSubjects(query: SubjectQuery): Promise<ConsultationSubjectOption[]> {
  return http.post<ConsultationSubjectOption[]>(`${FRONT}/subjects`, query);
}

/** The company's own list: the path names its park. */
export function fetchOwnConsultations(parkId: number, query: FrontListQuery): Promise<Paged<ConsultationRow>> {
  return http.post<Paged<ConsultationRow>>(`${FRONT}/list/${parkId}`, query);
}

export function fetchParkConsultations(query: AdminListQuery): Promise<Paged<ConsultationRow>> {
  return http.post<Paged<ConsultationRow>>(`${ADMIN}/list`, query);
}

export function fetchHandedConsultations(query: FrontListQuery): Promise<Paged<ConsultationRow>> {
  return http.post<Paged<ConsultationRow>>('iv/consultation/list', query);
}

/** One consultation with its thread, through the caller's own call. */
export function fetchConsultation(host: HostKey, id: number, parkId: number | null): Promise<ConsultationDetail> {
  if (host === 'front') return http.get<ConsultationDetail>(`${FRONT}/detail/${parkId ?? 0}/${id}`);
  if (host === 'agent') return http.get<ConsultationDetail>(`iv/consultation/detail/${id}`);
  return http.get<ConsultationDetail>(`${ADMIN}/detail/${id}`);
}

export function fetchHandCandidates(): Promise<HandCandidate[]> {
  return http.get<HandCandidate[]>(`${ADMIN}/agencies`);
}

export interface PostInput {
  text: string;
  attachments: { name: string; url: string }[];
}

/** The park's or the agency's answer. */
export function replyConsultation(host: HostKey, target: Target, input: PostInput): Promise<ConsultationDetail> {
  const url = host === 'agent' ? 'iv/consultation/reply' : `${ADMIN}/reply`;
  return http.post<ConsultationDetail>(url, { id: target.id, version: target.version, ...input });
}

export function followUpConsultation(target: Target, input: PostInput): Promise<ConsultationDetail> {
  return http.post<ConsultationDetail>(`${FRONT}/followUp`, { id: target.id, version: target.version, ...input });
}

export function handConsultation(target: Target, mechanismId: number, note: string): Promise<ConsultationDetail> {
  return http.post<ConsultationDetail>(`${ADMIN}/hand`, { id: target.id, version: target.version, mechanismId, ...(note ? { note } : {}) });
}

export function closeConsultation(host: HostKey, target: Target): Promise<ConsultationDetail> {
  return http.post<ConsultationDetail>(host === 'front' ? `${FRONT}/close` : `${ADMIN}/close`, { id: target.id, version: target.version });
}
