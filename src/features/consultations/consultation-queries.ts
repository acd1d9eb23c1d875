import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { consultationCalls as calls, fetchConsultation, fetchHandCandidates } from '@/api/consultations';
import type { HostKey } from '@contract/host-kinds';

// The server data of the consultation screens, keyed by call. A change invalidates the keys it touched: each host
// kind reads the same rows through its own calls.
export const CONSULTATION_LIST_KEYS = [callKey(calls.ownList), callKey(calls.list), callKey(calls.handedList)] as const;
export const CONSULTATION_DETAIL_KEYS = [callKey(calls.own), callKey(calls.detail), callKey(calls.handed)] as const;

const DETAIL_CALLS = { front: calls.own, agent: calls.handed, manage: calls.detail } as const;

export const consultationQuery = (host: HostKey, id: number, parkId: number | null) =>
  queryOptions({ queryKey: [...callKey(DETAIL_CALLS[host]), id], queryFn: () => fetchConsultation(host, id, parkId), staleTime: 0 });

export const handCandidatesQuery = () => queryOptions({ queryKey: callKey(calls.agencies), queryFn: fetchHandCandidates });
