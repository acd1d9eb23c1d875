// Buildings, floors and rooms (spec §7: v1/park/building|floor|room/*).
import { Type, type Static } from 'typebox';
import { Body, Id, Name, Nullable, Paging, Positive, Text } from '../primitives';

const PlaceName = Name(30);
const PlaceNumber = Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z_-]+$' });
const AreaSqm = Positive(1000000);

const placeFields = { name: PlaceName, number: PlaceNumber, enabled: Type.Optional(Type.Boolean()) };
const placeChanges = { name: Type.Optional(PlaceName), number: Type.Optional(PlaceNumber), enabled: Type.Optional(Type.Boolean()) };

export const BuildingAdd = Body({ parkId: Id, ...placeFields });
export type BuildingAdd = Static<typeof BuildingAdd>;

export const FloorAdd = Body({ buildingId: Id, ...placeFields });
export type FloorAdd = Static<typeof FloorAdd>;

export const RoomAdd = Body({ floorId: Id, ...placeFields, areaSqm: AreaSqm });
export type RoomAdd = Static<typeof RoomAdd>;

/** A change to a building or a floor. */
export const PlaceUpdate = Body({ id: Id, ...placeChanges });
export type PlaceUpdate = Static<typeof PlaceUpdate>;

export const RoomUpdate = Body({ id: Id, ...placeChanges, areaSqm: Type.Optional(AreaSqm) });
export type RoomUpdate = Static<typeof RoomUpdate>;

export const RoomListQuery = Body({
  ...Paging,
  parkId: Id,
  buildingId: Type.Optional(Id),
  floorId: Type.Optional(Id),
  number: Type.Optional(Text(20)),
});
export type RoomListQuery = Static<typeof RoomListQuery>;

export const Building = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  name: Type.String(),
  number: Type.String(),
  enabled: Type.Boolean(),
});
export type Building = Static<typeof Building>;

export const Floor = Type.Object({ ...Building.properties, buildingId: Type.Integer() });
export type Floor = Static<typeof Floor>;

/** A floor with its building's name (its detail, and the answer to a change). */
export const FloorInfo = Type.Object({ ...Floor.properties, buildingName: Type.String() });
export type FloorInfo = Static<typeof FloorInfo>;

export const Room = Type.Object({
  ...Building.properties,
  floorId: Type.Integer(),
  areaSqm: Type.Number(),
  companyId: Nullable(Type.Integer()),
});
export type Room = Static<typeof Room>;

export const RoomRow = Type.Object({
  ...Room.properties,
  companyName: Nullable(Type.String()),
  floorName: Type.String(),
  buildingId: Type.Integer(),
  buildingName: Type.String(),
});
export type RoomRow = Static<typeof RoomRow>;

export const TreeFloor = Type.Object({ ...Floor.properties, roomCount: Type.Integer() });
export type TreeFloor = Static<typeof TreeFloor>;

export const EstateTree = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  enabled: Type.Boolean(),
  buildings: Type.Array(Type.Object({ ...Building.properties, floors: Type.Array(TreeFloor) })),
});
export type EstateTree = Static<typeof EstateTree>;

export const PlaceOption = Type.Object({ id: Type.Integer(), name: Type.String(), number: Type.String() });
export type PlaceOption = Static<typeof PlaceOption>;

/** A room of the room select list: its area, and the company holding it (null when free). */
export const RoomOption = Type.Object({ ...PlaceOption.properties, areaSqm: Type.Number(), companyId: Nullable(Type.Integer()) });
export type RoomOption = Static<typeof RoomOption>;
