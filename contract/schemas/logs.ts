// The operation log (spec §7: v1/admin/logs/*; DESIGN.md §5: every mutating call writes one).
import { Type, type Static } from 'typebox';
import { LOG_ACTION_CODES, LOG_MODULE_CODES } from '../oplog';
import { Body, DateTime, Nullable, Paging, StringEnum, Text } from '../primitives';

const LogFilterFields = {
  startTime: Type.Optional(DateTime),
  endTime: Type.Optional(DateTime),
  username: Type.Optional(Text(50)),
  /** A module code of the operation-log catalogue (contract/oplog.ts). */
  module: Type.Optional(StringEnum(LOG_MODULE_CODES)),
  /** An action code of the operation-log catalogue. */
  action: Type.Optional(StringEnum(LOG_ACTION_CODES)),
};

/** The filters of the list and of the export. */
export const LogFilter = Body(LogFilterFields);
export type LogFilter = Static<typeof LogFilter>;

export const LogQuery = Body({ ...Paging, ...LogFilterFields });
export type LogQuery = Static<typeof LogQuery>;

export const OperationLog = Type.Object({
  id: Type.Integer(),
  userId: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  userType: Nullable(Type.Integer()),
  parkId: Nullable(Type.Integer()),
  module: Type.String(),
  action: Type.String(),
  target: Nullable(Type.String()),
  /** 'success' or 'failure'. */
  result: Type.String(),
  ip: Nullable(Type.String()),
  /** ISO date-time string. */
  createdAt: Type.String(),
});
export type OperationLog = Static<typeof OperationLog>;

const Snapshot = Nullable(Type.Record(Type.String(), Type.Unknown()));

export const OperationLogDetail = Type.Object({ ...OperationLog.properties, before: Snapshot, after: Snapshot });
export type OperationLogDetail = Static<typeof OperationLogDetail>;
