// The staff contract lives in src/contract/schemas/personnel.ts.
export type { PersonnelDelete, PersonnelImportResult, PersonnelListQuery, PersonnelSave, PersonnelWebQuery } from '../../../src/contract/schemas/personnel';
