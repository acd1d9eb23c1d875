import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import type { Call } from '@contract/calls/define-call';

// Outside production every answer of a declared call is checked against its response schema before it is sent.
// The compiled serializer writes only the fields the schema names, so a field the handler answers but the schema
// lacks would vanish silently; here every object is closed (no field beyond those declared) and the mismatch fails
// the call loudly, naming the call and the field, in every test and journey.
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });

/** The schema with every object closed, unless it says itself what it allows beyond its properties. */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'enum' || key === 'const' ? value : closed(value);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

// Dates leave as ISO strings (the serializer's own conversion), so the check sees what the wire will carry.
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

// Each call's checker compiled once for every app the process builds (the server tests build one per file).
const checkers = new WeakMap<Call, ValidateFunction>();

function checkerOf(call: Call): ValidateFunction {
  let validate = checkers.get(call);
  if (!validate) {
    validate = ajv.compile(closed(call.response) as AnySchema);
    checkers.set(call, validate);
  }
  return validate;
}

export function answerChecker(call: Call, enabled: boolean): <T>(answer: T) => T {
  if (!enabled) return (answer) => answer;
  return (answer) => {
    const validate = checkerOf(call);
    if (validate(asSent(answer))) return answer;
    const [first] = validate.errors ?? [];
    const at = `${first?.instancePath || '/'}${first?.keyword === 'additionalProperties' ? `/${String(first.params.additionalProperty)}` : ''}`;
    throw new Error(`answer of ${call.id} does not match its response schema at ${at}: ${first?.message ?? 'invalid'}`);
  };
}
