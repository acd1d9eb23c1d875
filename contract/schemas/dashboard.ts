// The park dashboard (contract/dashboard.ts): one answer per panel, its rows per park and, when every park is asked
// for, the sums over them.
import { Type, type Static, type TProperties } from 'typebox';
import { DASHBOARD_PANEL_KEYS, MONTH_PATTERN } from '../dashboard';
import { Id, IdOrZero, Matching, StringEnum } from '../primitives';

const Count = Type.Integer({ minimum: 0 });
const Fen = Type.Integer({ minimum: 0 });
const Amount = Type.Number({ minimum: 0 });
const Percent = Type.Number({ minimum: 0 });
const Label = Type.String({ maxLength: 200 });
const Month = Matching(MONTH_PATTERN, 7);

/** The park a row counts (0 and 合计 on a sum row). */
const ParkPart = { parkId: IdOrZero, park: Label };
const rowOf = <P extends TProperties>(properties: P) => Type.Object({ ...ParkPart, ...properties });

export const OccupancyRow = rowOf({ building: Label, rooms: Count, roomsLet: Count, roomsFree: Count, area: Amount, areaLet: Amount, areaFree: Amount });
export type OccupancyRow = Static<typeof OccupancyRow>;
export const FunnelRow = rowOf({ month: Month, applied: Count, audited: Count, settled: Count, movedOut: Count });
export type FunnelRow = Static<typeof FunnelRow>;
export const IndustryRow = rowOf({ industry: Label, companies: Count });
export type IndustryRow = Static<typeof IndustryRow>;
export const OrderStateRow = rowOf({ state: Label, orders: Count });
export type OrderStateRow = Static<typeof OrderStateRow>;
export const ServiceLevelRow = rowOf({ serviceType: Label, orders: Count, delivered: Count, onTime: Count, overdue: Count, compliance: Percent });
export type ServiceLevelRow = Static<typeof ServiceLevelRow>;
export const VoucherBurnRow = rowOf({ batch: Label, budgetFen: Fen, issuedFen: Fen, committedFen: Fen, redeemedFen: Fen, burn: Percent });
export type VoucherBurnRow = Static<typeof VoucherBurnRow>;
export const PolicyMatchRow = rowOf({ policy: Label, matched: Count, applied: Count });
export type PolicyMatchRow = Static<typeof PolicyMatchRow>;

/** A panel's answer: its rows per park, and the sums over the parks when every park was asked for (else none). */
const Panel = <R extends ReturnType<typeof rowOf>>(row: R) => Type.Object({ rows: Type.Array(row), sums: Type.Array(row) });

export const OccupancyPanel = Panel(OccupancyRow);
export type OccupancyPanel = Static<typeof OccupancyPanel>;
export const FunnelPanel = Panel(FunnelRow);
export type FunnelPanel = Static<typeof FunnelPanel>;
export const IndustryPanel = Panel(IndustryRow);
export type IndustryPanel = Static<typeof IndustryPanel>;
export const OrderStatePanel = Panel(OrderStateRow);
export type OrderStatePanel = Static<typeof OrderStatePanel>;
export const ServiceLevelPanel = Panel(ServiceLevelRow);
export type ServiceLevelPanel = Static<typeof ServiceLevelPanel>;
export const VoucherBurnPanel = Panel(VoucherBurnRow);
export type VoucherBurnPanel = Static<typeof VoucherBurnPanel>;
export const PolicyMatchPanel = Panel(PolicyMatchRow);
export type PolicyMatchPanel = Static<typeof PolicyMatchPanel>;

/** Which park: one the caller operates, or (the platform admin only) none for every park. */
export const DashboardQuery = Type.Object({ parkId: Type.Optional(Id) }, { additionalProperties: false });
export type DashboardQuery = Static<typeof DashboardQuery>;

/** The funnel's months ('YYYY-MM', both included); by default the last twelve. */
export const FunnelQuery = Type.Object({ parkId: Type.Optional(Id), from: Type.Optional(Month), to: Type.Optional(Month) }, { additionalProperties: false });
export type FunnelQuery = Static<typeof FunnelQuery>;

export const DashboardPanelParams = Type.Object({ panel: StringEnum(DASHBOARD_PANEL_KEYS) }, { additionalProperties: false });
export type DashboardPanelParams = Static<typeof DashboardPanelParams>;
