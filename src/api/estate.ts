import { estateCalls as calls } from '@contract/calls/estate';
import { api } from '@/api/call';
import type { RequestOptions } from '@/api/http';
import type { RoomAdd, RoomListQuery } from '@contract/schemas/estate';

export type { Building, EstateTree, Floor, PlaceOption, Room, RoomRow, TreeFloor } from '@contract/schemas/estate';
export { estateCalls } from '@contract/calls/estate';

export type PlaceKind = 'building' | 'floor' | 'room';

/** What the place form edits: a room's fields, the area only for rooms. */
export type PlaceInput = Omit<RoomAdd, 'floorId' | 'areaSqm'> & Partial<Pick<RoomAdd, 'areaSqm'>>;

// Each kind's calls: the estate screens treat buildings, floors and rooms alike.
const PLACES = {
  building: { update: calls.buildingUpdate, info: calls.buildingInfo, remove: calls.buildingDelete, options: calls.buildingOptions },
  floor: { update: calls.floorUpdate, info: calls.floorInfo, remove: calls.floorDelete, options: calls.floorOptions },
  room: { update: calls.roomUpdate, info: calls.roomInfo, remove: calls.roomDelete, options: calls.roomOptions },
} as const;

const LOADING = { loading: true } as const;

/** Adds a place under its parent: a park (buildings), a building (floors) or a floor (rooms; the form requires the area). */
export function addPlace(kind: PlaceKind, parentId: number, input: PlaceInput) {
  if (kind === 'building') return api(calls.buildingAdd, { body: { parkId: parentId, ...input } }, LOADING);
  if (kind === 'floor') return api(calls.floorAdd, { body: { buildingId: parentId, ...input } }, LOADING);
  return api(calls.roomAdd, { body: { floorId: parentId, ...input, areaSqm: input.areaSqm as number } }, LOADING);
}

/** `quiet`: the caller shows a refusal itself (e.g. inside its confirm dialog). */
type CallOptions = Pick<RequestOptions, 'quiet'>;

export const updatePlace = (kind: PlaceKind, id: number, input: Partial<PlaceInput>, options: CallOptions = {}) =>
  api(PLACES[kind].update, { body: { id, ...input } }, { ...LOADING, ...options });

/** Refused with a message naming the company when disabling a place a company occupies. */
export const setPlaceEnabled = (kind: PlaceKind, id: number, enabled: boolean, options: CallOptions = {}) => updatePlace(kind, id, { enabled }, options);

/** Deletes a free place and everything under it; refused with the company's name when one occupies it. */
export const deletePlace = (kind: PlaceKind, id: number, options: CallOptions = {}) => api(PLACES[kind].remove, { params: { id } }, options);

export const fetchPlaceInfo = (kind: PlaceKind, id: number) => api(PLACES[kind].info, { params: { id } });

/** Enabled places under a park (buildings), a building (floors) or a floor (rooms), for choosers. */
export const fetchPlaceOptions = (kind: PlaceKind, parentId: number) => api(PLACES[kind].options, { params: { id: parentId } });

export const fetchEstateTree = (parkId: number) => api(calls.tree, { params: { id: parkId } });

export type RoomQuery = RoomListQuery;

export const fetchRooms = (body: RoomQuery) => api(calls.roomList, { body });
