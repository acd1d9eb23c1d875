import { types, type QueryOptions } from '@electric-sql/pglite';

// The types drizzle asks PGlite to hand over as text (its pglite session passes these parsers with every query); the
// embedded engine installs them once instead (embedded-pglite.ts).
export const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
export const asIs = (value: string) => value;

// Whether `parsers` are drizzle's as-text parsers and nothing else.
export const onlyAsText = (parsers: QueryOptions['parsers']) =>
  parsers !== undefined && Object.entries(parsers).every(([oid, parse]) => AS_TEXT.includes(Number(oid)) && parse(' x', 0) === ' x');
