// The park contract lives in src/contract/schemas/park.ts.
export type { OpenParkQuery, ParkInput, ParkListQuery, ParkUpdate } from '../../../src/contract/schemas/park';
