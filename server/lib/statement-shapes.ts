import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Conn } from './db';

/** A statement's values, or the placeholders that stand for them in a statement compiled once for its shape. */
export type Bound<V> = { [K in keyof V]: V[K] | Placeholder };

/**
 * A placeholder named after each key `values` holds. A key it lacks stays out, and a null stays null: both change the
 * statement's text (a filter left out, IS NULL), so they are part of its shape, not values.
 */
export function placeholdersOf<V extends object>(values: V): Bound<V> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === null ? null : sql.placeholder(key)])) as Bound<V>;
}

/** The part of a statement's shape its values decide, by placeholdersOf's rule: which keys they hold, which are null. */
export const shapeOfValues = (values: object): string =>
  Object.entries(values).map(([key, value]) => (value === null ? `${key}=null` : key)).join(',');

/**
 * `column` is one of `ids`, passed as one int[] value. An IN list takes a parameter per id, so its text, and with it
 * the statement compiled for a shape, would change with how many ids a caller has; one array keeps one text for any
 * number of them, none included (then no row matches, as an empty IN list would).
 */
export const oneOfIds = (column: SQLWrapper, ids: number[] | Placeholder): SQL => sql`${column} = any(${sql.param(ids)}::int[])`;

interface Preparable<R> {
  prepare(name: string): Compiled<R>;
}

/** A statement compiled to its text once: each call only fills in the values. */
export interface Compiled<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Statements compiled once per shape and connection. Drizzle builds a statement's text by walking its whole tree of
 * objects at every call: for the company list (its page, count, rooms, manager and pending records in one statement)
 * that walk was about a third of the server's CPU per call under load on PostgreSQL. A list whose filters only change
 * values has a handful of shapes (which filters are present); `build` makes one with placeholders for its values, and
 * each call fills them in. The text is then the same at every call, so both engines keep it prepared by name
 * (server/db/statement-names.ts: an empty name here leaves the naming to them).
 */
export function compiledPerShape<S, R>(keyOf: (shape: S) => string, build: (db: Conn, shape: S) => Preparable<R>): (db: Conn, shape: S) => Compiled<R> {
  // Per connection object: a statement prepared on one database (or one transaction) runs on that one only.
  const byConnection = new WeakMap<Conn, Map<string, Compiled<R>>>();
  return (db, shape) => {
    let compiled = byConnection.get(db);
    if (!compiled) byConnection.set(db, (compiled = new Map()));
    const key = keyOf(shape);
    let statement = compiled.get(key);
    if (!statement) compiled.set(key, (statement = build(db, shape).prepare('')));
    return statement;
  };
}
