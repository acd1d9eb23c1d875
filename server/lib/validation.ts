import fastJsonStringify from 'fast-json-stringify';
import { Ajv, type AnySchema, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import type { FieldError } from '@contract/field-errors';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { EMAIL_PATTERN } from '@contract/value-rules';

// Bodies are validated strictly (no coercion, no silently dropped fields); params and query strings are coerced.
const shared: Options = { allErrors: false, useDefaults: true, removeAdditional: false, strict: false };
export const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
export const paramsAjv = new Ajv({ ...shared, coerceTypes: true });
for (const ajv of [bodyAjv, paramsAjv]) {
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat('email', new RegExp(EMAIL_PATTERN));
}

/**
 * A route's validator, compiled at the route's first call instead of at start-up: compiling the schemas of every
 * route was a quarter of the server's start-up CPU (issue 22). Fastify reads `schemaEnv` to pass the parent data
 * (so Ajv may replace a coerced root value) and `errors` after a refusal; both come from the compiled function.
 */
export function compileOnFirstUse(ajv: Ajv, schema: AnySchema): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const get = () => (compiled ??= ajv.compile(schema));
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const fn = get();
    const valid = fn(data, context);
    validate.errors = fn.errors;
    return valid;
  }) as ValidateFunction;
  Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
  return validate;
}

interface ValidationWords {
  typeNames: Record<string, string>;
  or: string;
  whole: string;
  missing: (name: string) => string;
  unsupported: (name: string) => string;
  /** The violation of one field, as shown under it (the field itself is the label above it). */
  required: string;
  unsupportedField: string;
  type: (types: string) => string;
  maxLength: (limit: string) => string;
  empty: string;
  minLength: (limit: string) => string;
  maximum: (limit: string) => string;
  minimum: (limit: string) => string;
  maxItems: (limit: string) => string;
  minItems: (limit: string) => string;
  enum: string;
  format: string;
  invalid: string;
  /** The same violation named with its field, for the answer's `msg`. */
  ofField: (field: string, problem: string) => string;
}

// The words of schema violations in each language the server answers in (the caller's Accept-Language).
const WORDS: Record<Language, ValidationWords> = {
  'zh-CN': {
    typeNames: { string: '文本', integer: '整数', number: '数字', boolean: '布尔值', object: '对象', array: '列表' },
    or: '或',
    whole: '请求',
    missing: (name) => `缺少必填字段：${name}`,
    unsupported: (name) => `不支持的字段：${name}`,
    required: '必填',
    unsupportedField: '不支持的字段',
    type: (types) => `类型错误，应为${types}`,
    maxLength: (limit) => `不能超过 ${limit} 个字符`,
    empty: '不能为空',
    minLength: (limit) => `至少需要 ${limit} 个字符`,
    maximum: (limit) => `不能大于 ${limit}`,
    minimum: (limit) => `不能小于 ${limit}`,
    maxItems: (limit) => `最多 ${limit} 项`,
    minItems: (limit) => `至少 ${limit} 项`,
    enum: '取值不在允许范围内',
    format: '格式不正确',
    invalid: '不合法',
    ofField: (field, problem) => (/^(类型|取值|格式)/.test(problem) ? `字段 ${field} 的${problem}` : `字段 ${field} ${problem}`),
  },
  'en-US': {
    typeNames: { string: 'text', integer: 'an integer', number: 'a number', boolean: 'a boolean', object: 'an object', array: 'a list' },
    or: ' or ',
    whole: 'request',
    missing: (name) => `Missing required field: ${name}`,
    unsupported: (name) => `Unsupported field: ${name}`,
    required: 'Required',
    unsupportedField: 'Unsupported field',
    type: (types) => `Wrong type, expected ${types}`,
    maxLength: (limit) => `At most ${limit} characters`,
    empty: 'Must not be empty',
    minLength: (limit) => `At least ${limit} characters`,
    maximum: (limit) => `Must not be greater than ${limit}`,
    minimum: (limit) => `Must not be less than ${limit}`,
    maxItems: (limit) => `At most ${limit} items`,
    minItems: (limit) => `At least ${limit} items`,
    enum: 'Not one of the allowed values',
    format: 'Invalid format',
    invalid: 'Invalid',
    ofField: (field, problem) => `Field ${field}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`,
  },
};

function fieldName(error: ErrorObject, words: ValidationWords): string {
  const pointer = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return pointer || words.whole;
}

/** The violation in the words shown under its field, in the caller's language. */
function problemOf(error: ErrorObject, words: ValidationWords): string {
  const p = error.params as Record<string, unknown>;
  const limit = String(p.limit);
  switch (error.keyword) {
    case 'required':
      return words.required;
    case 'additionalProperties':
      return words.unsupportedField;
    case 'type':
      return words.type(String(p.type).split(',').map((t) => words.typeNames[t] ?? t).join(words.or));
    case 'maxLength':
      return words.maxLength(limit);
    case 'minLength':
      return Number(p.limit) <= 1 ? words.empty : words.minLength(limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return words.maximum(limit);
    case 'minimum':
    case 'exclusiveMinimum':
      return words.minimum(limit);
    case 'maxItems':
      return words.maxItems(limit);
    case 'minItems':
      return words.minItems(limit);
    case 'enum':
      return words.enum;
    case 'pattern':
    case 'format':
      return words.format;
    default:
      return words.format;
  }
}

export function describeValidationError(error: ErrorObject, language: Language = DEFAULT_LANGUAGE): string {
  const words = WORDS[language];
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return words.missing(String(p.missingProperty));
  if (error.keyword === 'additionalProperties') return words.unsupported(String(p.additionalProperty));
  const known = ['type', 'maxLength', 'minLength', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxItems', 'minItems', 'enum', 'pattern', 'format'];
  return words.ofField(fieldName(error, words), known.includes(error.keyword) ? problemOf(error, words) : words.invalid);
}

/** The request field a schema violation is about, as the form names it (`data.creditCode`), or null for the whole body. */
export function fieldOfValidationError(error: ErrorObject): string | null {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path.push(String(p.missingProperty));
  else if (error.keyword === 'additionalProperties') path.push(String(p.additionalProperty));
  return path.length ? path.join('.') : null;
}

/** The violation in the words shown under its field (the field itself is the label above it). */
export function fieldValidationMessage(error: ErrorObject, language: Language = DEFAULT_LANGUAGE): string {
  return problemOf(error, WORDS[language]);
}

/** A schema violation of the body as a field error, when it concerns one field. */
export function validationFieldErrors(
  errors: ErrorObject[],
  context: string | undefined,
  language: Language = DEFAULT_LANGUAGE,
): FieldError[] | undefined {
  if (context !== 'body') return undefined;
  const list = errors.flatMap((error) => {
    const field = fieldOfValidationError(error);
    return field ? [{ field, msg: fieldValidationMessage(error, language) }] : [];
  });
  return list.length ? list : undefined;
}

/**
 * A route's response serializer, compiled at its first answer (like the validators): a compiled serializer writes
 * the declared fields without `JSON.stringify`'s walk, and compiling every route's at start-up would cost start-up.
 */
export function serializeOnFirstUse(schema: AnySchema): (data: unknown) => string {
  return (data) => {
    let compiled = serializers.get(schema as object);
    if (!compiled) {
      compiled = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
      serializers.set(schema as object, compiled);
    }
    return compiled(data);
  };
}

// By schema object: the apps a process builds share their calls' schemas (call-routes.ts schemaOf), so each is
// compiled once, as Ajv keeps each validator it compiled.
const serializers = new WeakMap<object, (data: unknown) => string>();
