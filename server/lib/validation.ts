import fastJsonStringify from 'fast-json-stringify';
import { Ajv, type AnySchema, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import type { FieldError } from '@contract/field-errors';
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

const typeNames: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '列表',
};

function fieldName(error: ErrorObject): string {
  const pointer = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return pointer || '请求';
}

export function describeValidationError(error: ErrorObject): string {
  const field = fieldName(error);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `缺少必填字段：${String(p.missingProperty)}`;
    case 'additionalProperties':
      return `不支持的字段：${String(p.additionalProperty)}`;
    case 'type': {
      const types = String(p.type).split(',').map((t) => typeNames[t] ?? t);
      return `字段 ${field} 的类型错误，应为${types.join('或')}`;
    }
    case 'maxLength':
      return `字段 ${field} 不能超过 ${String(p.limit)} 个字符`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `字段 ${field} 不能为空` : `字段 ${field} 至少需要 ${String(p.limit)} 个字符`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `字段 ${field} 不能大于 ${String(p.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `字段 ${field} 不能小于 ${String(p.limit)}`;
    case 'maxItems':
      return `字段 ${field} 最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `字段 ${field} 至少 ${String(p.limit)} 项`;
    case 'enum':
      return `字段 ${field} 的取值不在允许范围内`;
    case 'pattern':
    case 'format':
      return `字段 ${field} 的格式不正确`;
    default:
      return `字段 ${field} 不合法`;
  }
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
export function fieldValidationMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return '必填';
    case 'additionalProperties':
      return '不支持的字段';
    case 'type':
      return `类型错误，应为${String(p.type).split(',').map((t) => typeNames[t] ?? t).join('或')}`;
    case 'maxLength':
      return `不能超过 ${String(p.limit)} 个字符`;
    case 'minLength':
      return Number(p.limit) <= 1 ? '不能为空' : `至少需要 ${String(p.limit)} 个字符`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于 ${String(p.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `至少 ${String(p.limit)} 项`;
    case 'enum':
      return '取值不在允许范围内';
    default:
      return '格式不正确';
  }
}

/** A schema violation of the body as a field error, when it concerns one field. */
export function validationFieldErrors(errors: ErrorObject[], context: string | undefined): FieldError[] | undefined {
  if (context !== 'body') return undefined;
  const list = errors.flatMap((error) => {
    const field = fieldOfValidationError(error);
    return field ? [{ field, msg: fieldValidationMessage(error) }] : [];
  });
  return list.length ? list : undefined;
}

/**
 * A route's response serializer, compiled at its first answer (like the validators): a compiled serializer writes
 * the declared fields without `JSON.stringify`'s walk, and compiling every route's at start-up would cost start-up.
 */
export function serializeOnFirstUse(schema: AnySchema): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]))(data);
}
