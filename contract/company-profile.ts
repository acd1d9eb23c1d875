// The company's own columns (companies.<key>) that its check-in record fills: each is carried by the park form's
// field of one declared field key, wherever the park placed that field (the first enabled one in the form's order).
// The server writes the columns from the record in the transaction that accepts it (submit, audit pass, an
// operator's edit, a change that needs no audit); lists, filters, the export, the life tree and policy matching read
// the columns; a settled company's change waiting for audit shows beside them (`profileChanges`), never in them.
export const COMPANY_PROFILE = {
  name: { fieldKey: 'companyName', label: '企业名称' },
  creditCode: { fieldKey: 'creditCode', label: '统一社会信用代码' },
  industry: { fieldKey: 'industry', label: '所属行业' },
  contact: { fieldKey: 'contact', label: '联系人' },
  phone: { fieldKey: 'contactPhone', label: '联系电话' },
} as const;

export type ProfileKey = keyof typeof COMPANY_PROFILE;

/** How a settled company's change waiting for audit is marked wherever the company is listed. */
export const CHANGE_PENDING_LABEL = '变更待审核';

export const PROFILE_KEYS = Object.keys(COMPANY_PROFILE) as ProfileKey[];

/** Values of the profile columns; a key the park's form does not carry is absent (the column keeps its value). */
export type CompanyProfile = Partial<Record<ProfileKey, string | null>>;

/** Where the park's form carries a profile column: the model (step) and the field key. */
export interface ProfileSource {
  moduleKey: string;
  fieldKey: string;
}

interface FormShape {
  moduleKey: string;
  fields: readonly { fieldKey: string }[];
}

type RecordShape = Record<string, Record<string, unknown> | null | undefined>;

/** The fields of a park's form that carry the profile columns (the first field of each key in form order). */
export function profileSources(form: readonly FormShape[]): Partial<Record<ProfileKey, ProfileSource>> {
  const out: Partial<Record<ProfileKey, ProfileSource>> = {};
  for (const key of PROFILE_KEYS) {
    const model = form.find((m) => m.fields.some((f) => f.fieldKey === COMPANY_PROFILE[key].fieldKey));
    if (model) out[key] = { moduleKey: model.moduleKey, fieldKey: COMPANY_PROFILE[key].fieldKey };
  }
  return out;
}

/** An answer as the column's text: lists joined with 、, blank as null. */
export function profileText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join('、') : null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The profile a record (answers by module key) gives on a park's form. */
export function profileOf(form: readonly FormShape[], record: RecordShape): CompanyProfile {
  const out: CompanyProfile = {};
  for (const [key, source] of Object.entries(profileSources(form)) as [ProfileKey, ProfileSource][]) {
    out[key] = profileText(record[source.moduleKey]?.[source.fieldKey]);
  }
  return out;
}

/**
 * What a change waiting for audit would change in the profile: the keys whose pending answer differs from the
 * answer in force (`pending` holds only the models the change touches).
 */
export function profileChanges(form: readonly FormShape[], inForce: RecordShape, pending: RecordShape): CompanyProfile {
  const out: CompanyProfile = {};
  for (const [key, source] of Object.entries(profileSources(form)) as [ProfileKey, ProfileSource][]) {
    const next = pending[source.moduleKey];
    if (!next) continue;
    const value = profileText(next[source.fieldKey]);
    if (value !== profileText(inForce[source.moduleKey]?.[source.fieldKey])) out[key] = value;
  }
  return out;
}

/** A profile change as one line of text: 「所属行业 → 集成电路；企业名称 → …」 (the export's cell). */
export function profileChangesText(changes: CompanyProfile): string {
  return PROFILE_KEYS.filter((key) => key in changes)
    .map((key) => `${COMPANY_PROFILE[key].label} → ${changes[key] ?? '（空）'}`)
    .join('；');
}
