import type { AgencyStrength } from '@contract/schemas/agency';

// The form holds every file as the uploader's list of URLs; the contract holds a member's photo as one URL.
export interface StrengthFormValues {
  members: { name: string; role: string; qualification?: string; photo?: string[] }[];
  qualifications: { name: string; files: string[] }[];
  cases: { client: string; period: string; result: string; images?: string[] }[];
}

export const toStrengthForm = (s: AgencyStrength): StrengthFormValues => ({
  members: s.members.map((m) => ({ name: m.name, role: m.role, qualification: m.qualification ?? '', photo: m.photo ? [m.photo] : [] })),
  qualifications: s.qualifications,
  cases: s.cases,
});

export const toStrength = (v: StrengthFormValues): AgencyStrength => ({
  members: (v.members ?? []).map((m) => ({
    name: m.name.trim(),
    role: m.role.trim(),
    ...(m.qualification?.trim() ? { qualification: m.qualification.trim() } : {}),
    photo: m.photo?.[0] ?? null,
  })),
  qualifications: (v.qualifications ?? []).map((q) => ({ name: q.name.trim(), files: q.files })),
  cases: (v.cases ?? []).map((c) => ({ client: c.client.trim(), period: c.period.trim(), result: c.result.trim(), images: c.images ?? [] })),
});
