import type { Call } from '@contract/calls/define-call';

const declarations = import.meta.glob<Record<string, unknown>>('../../../contract/calls/*.ts', { eager: true });

const isCall = (value: unknown): value is Call => typeof value === 'object' && value !== null && 'id' in value && 'access' in value && 'path' in value;

// Calls, and maps of calls nested in maps (the app's slots).
function callsIn(value: unknown): Call[] {
  if (isCall(value)) return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(callsIn) : [];
}

/** Every call the contract declares (contract/calls/*.ts), for the tests that walk them all. */
export const CALLS: readonly Call[] = Object.values(declarations).flatMap(callsIn);
