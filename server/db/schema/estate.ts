import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt } from './columns';
import { global, park, placed } from './placed';

export const parks = pgTable(
  'parks',
  {
    id: rowId(),
    name: text('name').notNull(),
    logo: text('logo'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    areaCode: text('area_code'),
    address: text('address'),
    areaSqm: numeric('area_sqm', { mode: 'number' }),
    contact: text('contact'),
    phone: text('phone'),
    introduction: text('introduction'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parks_name_key').on(t.name),
    index('parks_region_idx').on(t.provinceCode, t.cityCode, t.areaCode),
    index('parks_enabled_idx').on(t.enabled, t.id),
  ],
);

export const buildings = pgTable(
  'buildings',
  {
    id: rowId(),
    parkId: parkKey(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('buildings_park_number_key').on(t.parkId, t.number)],
);

export const floors = pgTable(
  'floors',
  {
    id: rowId(),
    parkId: parkKey(),
    buildingId: integer('building_id').notNull().references(() => buildings.id),
    name: text('name').notNull(),
    number: text('number').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('floors_building_number_key').on(t.buildingId, t.number), index('floors_park_idx').on(t.parkId)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: rowId(),
    parkId: parkKey(),
    floorId: integer('floor_id').notNull().references(() => floors.id),
    name: text('name').notNull(),
    number: text('number').notNull(),
    areaSqm: numeric('area_sqm', { mode: 'number' }).notNull(),
    companyId: integer('company_id'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('rooms_floor_number_key').on(t.floorId, t.number),
    index('rooms_park_idx').on(t.parkId, t.id),
    index('rooms_company_idx').on(t.companyId),
  ],
);

// state: null not applied, 0 submitted, 1 settled, 2 rejected, 3 moved out (DESIGN.md §5).
export const companies = pgTable(
  'companies',
  {
    id: rowId(),
    parkId: parkKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code'),
    contact: text('contact'),
    phone: text('phone'),
    state: integer('state'),
    industry: text('industry'),
    /** Bumped by every state change: transitions are conditional updates on it. */
    version: rowVersion(),
    submittedAt: timestampTz('submitted_at'),
    settledAt: timestampTz('settled_at'),
    rejectReason: text('reject_reason'),
    /** A settled company's change to an audited model is waiting for audit (the company stays settled meanwhile). */
    changePending: boolean('change_pending').notNull().default(false),
    movedOutOn: date('moved_out_on'),
    moveOutReason: text('move_out_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('companies_park_idx').on(t.parkId, t.id),
    index('companies_park_state_idx').on(t.parkId, t.state, t.id),
    // The list's credit-code filter and the check that no other company holds a code a record submits.
    index('companies_credit_code_idx').on(t.creditCode),
  ],
);

// Service agencies (institutions, "mechanism" in the API). The name index serves the agency list's name search.
export const mechanisms = pgTable(
  'mechanisms',
  {
    id: rowId(),
    name: text('name').notNull(),
    contact: text('contact'),
    phone: text('phone'),
    introduction: text('introduction'),
    listed: boolean('listed').notNull().default(true),
    frozen: boolean('frozen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('mechanisms_name_idx').on(t.name, t.id)],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const estatePlacement = placed(
  global(parks, 'reference', 'the park list itself, the target of every park_id'),
  park(buildings),
  park(floors),
  park(rooms),
  park(companies),
  global(mechanisms, 'reference', 'an agency serves every park; orders, consultations and settlements join it'),
);
