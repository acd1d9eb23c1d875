// The company export (issue 13 point 3, spec §7: POST v1/enterprise/data/export/{type}, a blob).
//   GET  v1/enterprise/data/export/fields/{parkId}    the park's models and fields an operator picks from
//   POST v1/enterprise/data/export/{type}             type `xlsx`: the .xlsx at once when the filter matches at most
//        EXPORT_SYNC_LIMIT companies, else a background task (answered as the task, JSON); type `task`: always a task
//   POST v1/enterprise/data/export/task/list          the caller's export tasks in one park, newest first
//   GET  v1/enterprise/data/export/task/{id}          one task and its progress
//   GET  v1/enterprise/data/export/task/download/{id} the finished file, for the operator who asked only
import { Type, type Static } from 'typebox';
import { Body, Id, Matching, Nullable, Paging, Params, StringEnum, Text } from '../primitives';
import { CompanyState } from './tenancy';

/** Above this many companies an `xlsx` export runs as a background task. */
export const EXPORT_SYNC_LIMIT = 2000;
/** The most fields one export may pick. */
export const EXPORT_MAX_FIELDS = 200;

export const EXPORT_TYPES = ['xlsx', 'task'] as const;
export const ExportType = StringEnum(EXPORT_TYPES);
export type ExportType = Static<typeof ExportType>;

export const ExportParams = Params({ type: ExportType });
export type ExportParams = Static<typeof ExportParams>;

export const ExportParkParams = Params({ parkId: Id });
export type ExportParkParams = Static<typeof ExportParkParams>;

const Key = Matching('^[A-Za-z][A-Za-z0-9_]{0,39}$', 40);

/** The filters of the company list (settlecompany, `v1/enterprise/lists`), carried to the export. */
export const CompanyExportFilter = {
  parkId: Id,
  /** Part of the name. */
  name: Type.Optional(Text(50)),
  /** A company state key (contract/company-states.ts). */
  state: Type.Optional(CompanyState),
  /** Companies holding a room in this building. */
  buildingId: Type.Optional(Id),
  /** Part of the industry. */
  industry: Type.Optional(Text(30)),
  /** The whole unified social credit code. */
  creditCode: Type.Optional(Text(18)),
  /** The customer-service manager the company is allotted to. */
  managerId: Type.Optional(Id),
  /** Only the companies allotted to the caller. */
  mine: Type.Optional(Type.Boolean()),
};

export const ExportField = Type.Object({ moduleKey: Key, fieldKey: Key }, { additionalProperties: false });
export type ExportField = Static<typeof ExportField>;

export const ExportRequest = Body({ ...CompanyExportFilter, fields: Type.Array(ExportField, { maxItems: EXPORT_MAX_FIELDS }) });
export type ExportRequest = Static<typeof ExportRequest>;

export const ExportTaskQuery = Body({ ...Paging, parkId: Id });
export type ExportTaskQuery = Static<typeof ExportTaskQuery>;

export const EXPORT_STATES = ['pending', 'running', 'success', 'failed'] as const;
export const ExportState = StringEnum(EXPORT_STATES);
export type ExportState = Static<typeof ExportState>;

export const ExportTask = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  state: ExportState,
  total: Type.Integer(),
  processed: Type.Integer(),
  fileName: Nullable(Type.String()),
  error: Nullable(Type.String()),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type ExportTask = Static<typeof ExportTask>;

/** One model of the park's form with its fields: a group of checkboxes on the field picker. */
export const ExportModel = Type.Object({
  moduleKey: Type.String(),
  name: Type.String(),
  /** `kind`: what the field means (field-kinds.ts); money is exported in yuan. */
  fields: Type.Array(Type.Object({ fieldKey: Type.String(), label: Type.String(), type: Type.String(), kind: Type.Optional(Nullable(Type.String())) })),
});
export type ExportModel = Static<typeof ExportModel>;
