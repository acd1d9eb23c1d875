import { parkCalls as calls } from '@contract/calls/park';
import { api } from '@/api/call';
import type { OpenParkQuery, ParkInput, ParkListQuery, ParkUpdate } from '@contract/schemas/park';

export type { OpenPark, OpenParkQuery, Park, ParkInfo, ParkInput } from '@contract/schemas/park';
export { parkCalls } from '@contract/calls/park';
export type ParkQuery = ParkListQuery;

export const fetchParks = (body: ParkQuery) => api(calls.list, { body });
export const fetchParkInfo = (id: number | string) => api(calls.info, { params: { id: Number(id) } });
export const addPark = (body: ParkInput) => api(calls.add, { body }, { loading: true });
export const updatePark = (body: ParkUpdate) => api(calls.update, { body }, { loading: true });
export const setParkEnabled = (id: number, enabled: boolean) => api(calls.setEnabled, { body: { id, enabled } });
/** The enabled parks a company may register into; read without a session. */
export const fetchOpenParks = (body: OpenParkQuery) => api(calls.openList, { body }, { auth: 'none', host: 'front' });
