import { http, type RequestOptions } from '@/api/http';
import type { Paged } from '@/api/types';
import type { Building, EstateTree, PlaceOption, RoomAdd, RoomListQuery, RoomRow } from '@contract/schemas/estate';

export type { Building, EstateTree, Floor, PlaceOption, Room, RoomRow, TreeFloor } from '@contract/schemas/estate';

export type PlaceKind = 'building' | 'floor' | 'room';

/** What the place form edits: a room's fields, the area only for rooms. */
export type PlaceInput = Omit<RoomAdd, 'floorId' | 'areaSqm'> & Partial<Pick<RoomAdd, 'areaSqm'>>;

/** The parent id each kind is added under: a park, a building or a floor. */
const parentKey: Record<PlaceKind, string> = { building: 'parkId', floor: 'buildingId', room: 'floorId' };

export function addPlace(kind: PlaceKind, parentId: number, input: PlaceInput): Promise<Building> {
  return http.post<Building>(`v1/park/${kind}/add`, { [parentKey[kind]]: parentId, ...input }, { loading: true });
}

/** `quiet`: the caller shows a refusal itself (e.g. inside its confirm dialog). */
type CallOptions = Pick<RequestOptions, 'quiet'>;

export function updatePlace(kind: PlaceKind, id: number, input: Partial<PlaceInput>, options: CallOptions = {}): Promise<Building> {
  return http.put<Building>(`v1/park/${kind}/update`, { id, ...input }, { loading: true, ...options });
}

/** Refused with a message naming the company when disabling a place a company occupies. */
export function setPlaceEnabled(kind: PlaceKind, id: number, enabled: boolean, options: CallOptions = {}): Promise<Building> {
  return updatePlace(kind, id, { enabled }, options);
}

/** Deletes a free place and everything under it; refused with the company's name when one occupies it. */
export function deletePlace(kind: PlaceKind, id: number, options: CallOptions = {}): Promise<null> {
  return http.delete<null>(`v1/park/${kind}/delete/${id}`, options);
}

export function fetchPlaceInfo<T extends Building = Building>(kind: PlaceKind, id: number): Promise<T> {
  return http.get<T>(`v1/park/${kind}/info/${id}`);
}

/** Enabled places under a park (buildings), a building (floors) or a floor (rooms), for choosers. */
export function fetchPlaceOptions(kind: PlaceKind, parentId: number): Promise<PlaceOption[]> {
  return http.get<PlaceOption[]>(`v1/park/${kind}/select/list/${parentId}`);
}

export function fetchEstateTree(parkId: number): Promise<EstateTree> {
  return http.get<EstateTree>(`v1/park/estate/tree/${parkId}`);
}

export type RoomQuery = RoomListQuery;

export function fetchRooms(query: RoomQuery): Promise<Paged<RoomRow>> {
  return http.post<Paged<RoomRow>>('v1/park/room/list', query);
}
