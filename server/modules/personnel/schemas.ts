// The staff contract lives in contract/schemas/personnel.ts.
export type { PersonnelDelete, PersonnelImportResult, PersonnelListQuery, PersonnelSave, PersonnelWebQuery } from '@contract/schemas/personnel';
