// The estate contract lives in src/contract/schemas/estate.ts.
export type { BuildingAdd, FloorAdd, PlaceUpdate, RoomAdd, RoomListQuery, RoomUpdate } from '../../../src/contract/schemas/estate';
