import { pagingProperties } from '../../lib/paging';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const name = { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' } as const;
const number = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z_-]+$' } as const;
const enabled = { type: 'boolean' } as const;
const areaSqm = { type: 'number', exclusiveMinimum: 0, maximum: 1000000 } as const;

const body = (properties: Record<string, object>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const addBuildingBody = body({ parkId: id, name, number, enabled }, ['parkId', 'name', 'number']);
export const updateBuildingBody = body({ id, name, number, enabled }, ['id']);
export const addFloorBody = body({ buildingId: id, name, number, enabled }, ['buildingId', 'name', 'number']);
export const updateFloorBody = body({ id, name, number, enabled }, ['id']);
export const addRoomBody = body({ floorId: id, name, number, areaSqm, enabled }, ['floorId', 'name', 'number', 'areaSqm']);
export const updateRoomBody = body({ id, name, number, areaSqm, enabled }, ['id']);

export const roomListBody = body(
  { ...pagingProperties, parkId: id, buildingId: id, floorId: id, number: { type: 'string', maxLength: 20 } },
  ['parkId'],
);

export const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;

export interface PlaceFields {
  name?: string;
  number?: string;
  enabled?: boolean;
}
export interface RoomFields extends PlaceFields {
  areaSqm?: number;
}
export type BuildingAdd = Required<Pick<PlaceFields, 'name' | 'number'>> & PlaceFields & { parkId: number };
export type FloorAdd = Required<Pick<PlaceFields, 'name' | 'number'>> & PlaceFields & { buildingId: number };
export type RoomAdd = Required<Pick<RoomFields, 'name' | 'number' | 'areaSqm'>> & RoomFields & { floorId: number };
export type PlaceUpdate = PlaceFields & { id: number };
export type RoomUpdate = RoomFields & { id: number };

export interface RoomListQuery {
  pageNum?: number;
  pageSize?: number;
  parkId: number;
  buildingId?: number;
  floorId?: number;
  number?: string;
}
