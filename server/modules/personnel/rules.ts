import { type AppError, badRequest, fieldError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db';
import { entryDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { maskIdNumber } from '@contract/personnel-rules';
import type { PersonnelRow } from './queries';

// What a staff row must satisfy beyond its schema, shared by the form's save and the import.

/** The contract's rule (the form's picker applies it too); the entry date is a day of the park's calendar. */
export function entryDateProblem(day: string): string | null {
  const verdict = entryDateRule(day, parkToday());
  return verdict.ok ? null : verdict.reason;
}

export const assertEntryDate = (day: string): void => {
  const problem = entryDateProblem(day);
  if (problem) throw fieldError('entryDate', problem);
};

/** A row as every answer and every log entry shows it: the ID number masked. */
export function presented(row: PersonnelRow) {
  const { parkId: _parkId, leaveDate: _leaveDate, ...shown } = row;
  return { ...shown, idNumber: maskIdNumber(row.idNumber) };
}

const UNIQUE_MESSAGES: Record<string, { field: string; msg: string }> = {
  personnel_company_phone_key: { field: 'phone', msg: '手机号已存在' },
  personnel_company_id_number_key: { field: 'idNumber', msg: '身份证号已存在' },
};

function constraintOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The refusal of a unique violation of the staff table (at its field when the index says which), or null for any other error. */
function uniqueRefusal(error: unknown): AppError | null {
  if (!isUniqueViolation(error)) return null;
  const known = UNIQUE_MESSAGES[constraintOf(error) ?? ''];
  return known ? fieldError(known.field, known.msg) : badRequest('手机号或身份证号已存在');
}

/** The message of a unique violation of the staff table, or null for any other error. */
export const uniqueMessage = (error: unknown): string | null => uniqueRefusal(error)?.message ?? null;

// Two calls racing past the pre-check meet the unique index; the loser gets the same message as a pre-check.
export async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueRefusal(error) ?? error;
  }
}
