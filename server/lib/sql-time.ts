import { sql, type SQLWrapper } from 'drizzle-orm';

// A timestamp read as the ISO text the contract's date-time fields carry, formatted by the database in the
// statement that reads it (a list's rows go out as they come, no pass in JavaScript).
export const isoTime = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same for a column that may be null: null stays null (to_char of null is null). */
export const isoTimeOrNull = (column: SQLWrapper) => sql<string | null>`${isoTime(column)}`;
