// Bounded building blocks of every request and response schema: what the database cannot take never passes validation.
import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE_SIZE } from './constants';
import { FieldErrorSchema, type FieldError } from './field-errors';

/** The largest 1-based page number a list call accepts. */
export const MAX_PAGE_NUM = 100000;

// NUL and the other control characters; multi-line text keeps tab, line feed and carriage return.
const LINE_CHAR = '[^\\u0000-\\u001F\\u007F]';
const BLOCK_CHAR = '[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]';
const NOT_BLANK = '(?=[\\s\\S]*\\S)';

/** An id of a database row: an integer from 1 to 2^31−1. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export type Id = Static<typeof Id>;

/** An id where 0 means "none chosen" (the login's and the menu's park). */
export const IdOrZero = Type.Integer({ minimum: 0, maximum: MAX_ID });

/** A list of ids, at most `maxItems` of them. */
export const Ids = (maxItems: number) => Type.Array(Id, { maxItems });

export interface TextOptions {
  minLength?: number;
  /** Refuses text made of blanks only. */
  nonBlank?: boolean;
  /** Lets tab, line feed and carriage return through (text areas). */
  multiline?: boolean;
  description?: string;
}

/** Free text of at most `max` characters, without NUL or other control characters. */
export function Text(max: number, { minLength, nonBlank = false, multiline = false, description }: TextOptions = {}) {
  const char = multiline ? BLOCK_CHAR : LINE_CHAR;
  return Type.String({
    maxLength: max,
    ...(minLength === undefined ? {} : { minLength }),
    pattern: `^${nonBlank ? NOT_BLANK : ''}${char}*$`,
    ...(description === undefined ? {} : { description }),
  });
}

/** A required, non-blank single-line name of at most `max` characters. */
export const Name = (max: number) => Text(max, { minLength: 1, nonBlank: true });

/** Text with a fixed shape: `pattern` must be anchored and admit no control character. */
export const Matching = (pattern: string, maxLength: number) => Type.String({ pattern, maxLength });

/** A string of exactly `digits` decimal digits (region codes). */
export const Digits = (digits: number) => Matching(`^[0-9]{${digits}}$`, digits);

/** An ISO 8601 date-time, as the log filters send it. */
export const DateTime = Type.String({ format: 'date-time', maxLength: 40, pattern: `^${LINE_CHAR}*$` });

/** An http(s) address of at most `max` characters. */
export const Url = (max: number) => Matching(`^https?://${LINE_CHAR}*$`, max);

/** An integer within [minimum, maximum]. */
export const Int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });

/** A number greater than 0 and at most `maximum` (areas). */
export const Positive = (maximum: number) => Type.Number({ exclusiveMinimum: 0, maximum });

/** One of a few strings; declared as `enum` so a refusal names the field. */
export const StringEnum = <const V extends readonly string[]>(values: V) =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });

/** One of a few integers. */
export const IntEnum = <const V extends readonly number[]>(values: V) =>
  Type.Unsafe<V[number]>({ type: 'integer', enum: [...values] });

/** `T` or null; a scalar or object type keeps one schema with `type: [t, 'null']`. */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type === 'string') {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) });
  }
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

/** A request body: only the listed fields. */
export const Body = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/** Path parameters. */
export const Params = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const IdParams = Params({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const IdBody = Body({ id: Id });
export type IdBody = Static<typeof IdBody>;

/** The paging fields of a list call (DESIGN.md §3), filled with their defaults when left out. */
export const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUM, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};
export const PageQuery = Type.Object(Paging);
export type PageQuery = Static<typeof PageQuery>;

/** What every call answers (DESIGN.md §3): code 1 is success. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Unsafe<number | string>({ type: ['integer', 'string'] }),
    msg: Type.String(),
    data,
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
  });
export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
  /** On a refusal about fields: each field and what is wrong with it. */
  errors?: FieldError[];
}

/** One page of a list and the filter's total. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
export interface Paged<T> {
  list: T[];
  total: number;
}

/** A call's answer that is a file (an .xlsx export, a template): the body is the file itself, not an envelope. */
export const FileBody = (mediaType: string) => Type.Unsafe<Blob>({ type: 'string', format: 'binary', contentMediaType: mediaType });
