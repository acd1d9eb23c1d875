import { queryOptions } from '@tanstack/react-query';
import { fetchConsultation, fetchHandCandidates } from '@/api/consultations';
import type { HostKey } from '@contract/host-kinds';

// The server data of the consultation screens. A change invalidates the keys it touched.
export const CONSULTATION_LIST_KEY = ['consultation/list'] as const;
export const CONSULTATION_DETAIL_KEY = ['consultation/detail'] as const;

export const consultationQuery = (host: HostKey, id: number, parkId: number | null) =>
  queryOptions({ queryKey: [...CONSULTATION_DETAIL_KEY, host, id], queryFn: () => fetchConsultation(host, id, parkId), staleTime: 0 });

export const handCandidatesQuery = () => queryOptions({ queryKey: ['v1/admin/ps/policy/consultation/agencies'], queryFn: fetchHandCandidates });
