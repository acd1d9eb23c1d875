// The park contract lives in contract/schemas/park.ts.
export type { OpenParkQuery, ParkInput, ParkListQuery, ParkUpdate } from '@contract/schemas/park';
