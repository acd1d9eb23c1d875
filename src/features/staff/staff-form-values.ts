import type { Personnel, PersonnelSave } from '@/api/personnel';
import type { Education } from '@contract/personnel-rules';
import { normalIdNumber } from '@contract/personnel-rules';

export interface StaffFormValues extends Record<string, unknown> {
  name: string;
  phone: string;
  idNumber?: string;
  entryDate: string;
  department?: string;
  position?: string;
  education?: Education;
}

/** What the edit form starts from: every field but the ID number, which is only ever shown masked. */
export function toFormValues(row: Personnel): Partial<StaffFormValues> {
  return {
    name: row.name,
    phone: row.phone,
    entryDate: row.entryDate ?? undefined,
    department: row.department ?? undefined,
    position: row.position ?? undefined,
    education: (row.education as Education | null) ?? undefined,
  };
}

const orNull = (text: string | undefined) => text?.trim() || null;

/** The call's input; an empty ID number field is left out, so an edit keeps the stored number. */
export function toStaffInput(values: StaffFormValues, id?: number): PersonnelSave {
  const idNumber = values.idNumber?.trim() ? normalIdNumber(values.idNumber) : undefined;
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(idNumber === undefined ? {} : { idNumber }),
    entryDate: values.entryDate,
    department: orNull(values.department),
    position: orNull(values.position),
    education: values.education ?? null,
  };
}
