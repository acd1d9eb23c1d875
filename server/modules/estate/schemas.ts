// The estate contract lives in contract/schemas/estate.ts.
export type { BuildingAdd, FloorAdd, PlaceUpdate, RoomAdd, RoomListQuery, RoomUpdate } from '@contract/schemas/estate';
