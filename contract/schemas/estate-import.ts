// Importing rooms from a filled template (spec §7: v1/admin/park/import/*).
import { Type, type Static } from 'typebox';
import { Body, Id, Nullable, Paging, Params, StringEnum } from '../primitives';

export const ImportParkParams = Params({ parkId: Id });
export type ImportParkParams = Static<typeof ImportParkParams>;

export const ImportTaskQuery = Body({ ...Paging, parkId: Id });
export type ImportTaskQuery = Static<typeof ImportTaskQuery>;

export const IMPORT_STATES = ['pending', 'running', 'success', 'failed'] as const;
export const ImportState = StringEnum(IMPORT_STATES);
export type ImportState = Static<typeof ImportState>;

export const ImportTask = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  /** Who uploaded the file, and their name as it was then. */
  userId: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  fileName: Type.String(),
  state: ImportState,
  total: Type.Integer(),
  processed: Type.Integer(),
  succeeded: Type.Integer(),
  failed: Type.Integer(),
  /** One entry per bad row: its Excel row number and why. */
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type ImportTask = Static<typeof ImportTask>;
