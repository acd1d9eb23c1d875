import type { Conn } from '../../lib/db';
import { fieldError } from '../../lib/errors';
import { COMPANY_PROFILE, profileChanges, profileOf, profileSources, type CompanyProfile } from '@contract/company-profile';
import type { Answers } from '@contract/schemas/enterprise';
import { enterpriseForm } from '../enterprise-fields';
import { creditCodeHolder, pendingRecordsOf, recordsOf, writeProfile, type CompanyRow, type PendingRecord } from './queries';

// The company's profile columns come from its record (contract/company-profile.ts): written in the transaction
// that accepts the record, read by every list, filter, export and match.

type Form = Awaited<ReturnType<typeof enterpriseForm>>;

/** A credit code another company (not moved out) holds is refused at the field that carries it. */
export async function checkProfileClash(tx: Conn, companyId: number, profile: CompanyProfile): Promise<void> {
  if (!profile.creditCode) return;
  const holder = await creditCodeHolder(tx, profile.creditCode, companyId);
  if (holder) throw fieldError(`data.${COMPANY_PROFILE.creditCode.fieldKey}`, `${COMPANY_PROFILE.creditCode.label}已被其他企业使用`);
}

/** The clash check for one step's answers, when the step carries a profile column. */
export async function checkStepProfile(tx: Conn, company: CompanyRow, form: Form, moduleKey: string, answers: Answers): Promise<void> {
  await checkProfileClash(tx, company.id, profileOf(form.filter((m) => m.moduleKey === moduleKey), { [moduleKey]: answers }));
}

/** The profile of a whole record on the park's form, checked for a clash. */
export async function acceptedProfile(tx: Conn, companyId: number, form: Form, record: Record<string, Answers>): Promise<CompanyProfile> {
  const profile = profileOf(form, record);
  await checkProfileClash(tx, companyId, profile);
  return profile;
}

/** Writes the columns from the record in force (after an operator's edit, a change applied or passed). */
export async function deriveProfile(tx: Conn, company: CompanyRow, form: Form): Promise<CompanyRow> {
  const rows = await recordsOf(tx, company.id);
  const record = Object.fromEntries(rows.filter((r) => r.data).map((r) => [r.moduleKey, (r.data ?? {}) as Answers]));
  const profile = await acceptedProfile(tx, company.id, form, record);
  return (await writeProfile(tx, company.id, profile)) ?? company;
}

type ProfileForm = Parameters<typeof profileChanges>[0];

/** What one company's changes waiting for audit would change in its profile (only the columns that differ). */
export function pendingChanges(form: ProfileForm, records: readonly PendingRecord[]): CompanyProfile {
  return profileChanges(
    form,
    Object.fromEntries(records.map((r) => [r.moduleKey, r.data])),
    Object.fromEntries(records.map((r) => [r.moduleKey, r.pending])),
  );
}

/**
 * What the changes waiting for audit would change in each company's profile (only companies that hold one, and
 * only the columns that differ): shown beside the accepted values, 「变更为」.
 */
export async function pendingProfiles(db: Conn, parkId: number, companyIds: number[]): Promise<Map<number, CompanyProfile>> {
  const rows = await pendingRecordsOf(db, companyIds);
  const out = new Map<number, CompanyProfile>();
  if (rows.length === 0) return out;
  const form = await enterpriseForm(db, parkId);
  if (Object.keys(profileSources(form)).length === 0) return out;
  for (const id of new Set(rows.map((r) => r.companyId))) {
    const changes = pendingChanges(form, rows.filter((r) => r.companyId === id));
    if (Object.keys(changes).length) out.set(id, changes);
  }
  return out;
}
