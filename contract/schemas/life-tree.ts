// The company life tree (spec §7: companyLifeTree detail and comparison; issue 13 point 5).
import { Type, type Static } from 'typebox';
import { MAX_FUNDING_FEN, MILESTONE_KIND_CODES } from '../company-milestones';
import { Body, Id, Ids, Int, Matching, Name, Nullable, StringEnum, Text } from '../primitives';

/** A calendar day, `YYYY-MM-DD` (checked for a real date by the server). */
const Day = Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10);
const MilestoneKindCode = StringEnum(MILESTONE_KIND_CODES);

const milestoneFields = {
  kind: MilestoneKindCode,
  title: Name(50),
  occurredOn: Day,
  /** Funding only: the amount in fen, 1 fen to 1,000 亿元. */
  amountFen: Type.Optional(Nullable(Int(1, MAX_FUNDING_FEN))),
  detail: Type.Optional(Nullable(Text(500, { multiline: true }))),
};

export const MilestoneAdd = Body({ companyId: Id, ...milestoneFields });
export type MilestoneAdd = Static<typeof MilestoneAdd>;

export const MilestoneUpdate = Body({ id: Id, ...milestoneFields });
export type MilestoneUpdate = Static<typeof MilestoneUpdate>;

/** The companies the comparison puts side by side: 2 to 4 (the server names the rule; 10 bounds the body). */
export const LifeTreeCompare = Body({ companyIds: Ids(10) });
export type LifeTreeCompare = Static<typeof LifeTreeCompare>;

export const LifeTreeCompanyQuery = Type.Object(
  { keyword: Type.Optional(Text(50)), parkId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type LifeTreeCompanyQuery = Static<typeof LifeTreeCompanyQuery>;

export const LifeTreeCompany = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parkId: Type.Integer(),
  state: Nullable(Type.Integer()),
  industry: Nullable(Type.String()),
  /** A change to its record waits for audit: `industry` stays the accepted value meanwhile. */
  changePending: Type.Boolean(),
});
export type LifeTreeCompany = Static<typeof LifeTreeCompany>;

export const Milestone = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  kind: MilestoneKindCode,
  title: Type.String(),
  occurredOn: Type.String(),
  amountFen: Nullable(Type.Integer()),
  detail: Nullable(Type.String()),
});
export type Milestone = Static<typeof Milestone>;

/** One entry of the timeline: an event the platform recorded, or a milestone someone added. */
export const TimelineItem = Type.Object({
  /** `event-<id>` or `milestone-<id>`: unique in the timeline. */
  key: Type.String(),
  source: StringEnum(['event', 'milestone'] as const),
  /** An event kind (contract/company-events.ts) or a milestone kind (company-milestones.ts). */
  kind: Type.String(),
  /** The day it happened, `YYYY-MM-DD` (Asia/Shanghai for recorded events). */
  date: Type.String(),
  title: Type.String(),
  detail: Nullable(Type.String()),
  amountFen: Nullable(Type.Integer()),
  /** The milestone's own row, for editing; null for events. */
  milestone: Nullable(Milestone),
});
export type TimelineItem = Static<typeof TimelineItem>;

export const Tenancy = Type.Object({
  roomId: Type.Integer(),
  room: Type.String(),
  areaSqm: Type.Number(),
  movedInOn: Type.String(),
  movedOutOn: Nullable(Type.String()),
});
export type Tenancy = Static<typeof Tenancy>;

/** Headcount and area at the end of one month (today for the current one). */
export const MonthPoint = Type.Object({ month: Type.String(), headcount: Type.Integer(), areaSqm: Type.Number() });
export type MonthPoint = Static<typeof MonthPoint>;

export const LifeTree = Type.Object({
  company: LifeTreeCompany,
  timeline: Type.Array(TimelineItem),
  tenancies: Type.Array(Tenancy),
  months: Type.Array(MonthPoint),
});
export type LifeTree = Static<typeof LifeTree>;

/** One company's year: headcount and area at year end (today for the current year), milestones added that year. */
export const YearPoint = Type.Object({
  year: Type.Integer(),
  headcount: Type.Integer(),
  areaSqm: Type.Number(),
  fundingFen: Type.Integer(),
  milestones: Type.Record(Type.String(), Type.Integer()),
});
export type YearPoint = Static<typeof YearPoint>;

export const LifeTreeComparison = Type.Object({
  years: Type.Array(Type.Integer()),
  companies: Type.Array(Type.Object({ company: LifeTreeCompany, years: Type.Array(YearPoint) })),
});
export type LifeTreeComparison = Static<typeof LifeTreeComparison>;
