import type { Personnel } from '@/api/personnel';
import type { DataColumn } from '@/components/data-table/data-table';
import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import type { SearchField } from '@/components/search-box/search-fields';
import { entryDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { EDUCATIONS, MOBILE_PATTERN, idNumberProblem, normalIdNumber } from '@contract/personnel-rules';
import type { StaffTexts } from './i18n/staff';
import { ruleMessageNow } from '@/lib/i18n/contract-word-now';

export function staffSearchFields(words: StaffTexts['fields']): SearchField[] {
  return [
    { type: 'text', name: 'name', label: words.name },
    { type: 'text', name: 'phone', label: words.phone },
    { type: 'text', name: 'department', label: words.department },
    { type: 'text', name: 'position', label: words.position },
  ];
}

/** The list's filters as the call takes them. */
export function staffFilters(filters: Record<string, string>) {
  return { name: filters.name, phone: filters.phone, department: filters.department, position: filters.position };
}

/** The list's columns; `word` gives the education levels (the contract's words) in the reader's language. */
export function staffColumns(words: StaffTexts['fields'], word: (word: string) => string): DataColumn<Personnel>[] {
  return [
    { key: 'name', title: words.name },
    { key: 'phone', title: words.phone },
    { key: 'idNumber', title: words.idNumber },
    { key: 'department', title: words.department },
    { key: 'position', title: words.position },
    { key: 'entryDate', title: words.entryDate },
    { key: 'education', title: words.education, render: (row) => (row.education ? word(row.education) : null) },
  ];
}

const idNumberRule = {
  validator: (_: unknown, value: unknown) => {
    const text = typeof value === 'string' ? normalIdNumber(value) : '';
    const problem = text ? idNumberProblem(text) : null;
    return problem ? Promise.reject(new Error(ruleMessageNow(problem))) : Promise.resolve();
  },
};

/**
 * The staff form. Editing, the stored ID number is shown masked and never sent back: the field stays empty and
 * replaces the number only when retyped.
 */
export function staffFormFields(maskedIdNumber: string | null, words: StaffTexts['fields'], word: (word: string) => string): FormField[] {
  const editing = maskedIdNumber !== null;
  const educationOptions: FieldOption[] = EDUCATIONS.map((value) => ({ label: word(value), value }));
  return [
    { type: 'text', name: 'name', label: words.name, required: true },
    { type: 'text', name: 'phone', label: words.phone, required: true, maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: words.phoneInvalid }] },
    {
      type: 'text',
      name: 'idNumber',
      label: words.idNumber,
      required: !editing,
      maxLength: 18,
      rules: [idNumberRule],
      ...(editing ? { placeholder: maskedIdNumber, extra: words.idNumberKept(maskedIdNumber) } : {}),
    },
    { type: 'date', name: 'entryDate', label: words.entryDate, required: true, rule: (day) => entryDateRule(day, parkToday()) },
    { type: 'text', name: 'department', label: words.department },
    { type: 'text', name: 'position', label: words.position },
    { type: 'select', name: 'education', label: words.education, options: educationOptions },
  ];
}
