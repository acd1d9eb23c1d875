import type { Personnel } from '@/api/personnel';
import type { DataColumn } from '@/components/data-table/data-table';
import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import type { SearchField } from '@/components/search-box/search-fields';
import { entryDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { EDUCATIONS, MOBILE_PATTERN, idNumberProblem, normalIdNumber } from '@contract/personnel-rules';

export const staffSearchFields: SearchField[] = [
  { type: 'text', name: 'name', label: '姓名' },
  { type: 'text', name: 'phone', label: '手机号' },
  { type: 'text', name: 'department', label: '部门' },
  { type: 'text', name: 'position', label: '职位' },
];

/** The list's filters as the call takes them. */
export function staffFilters(filters: Record<string, string>) {
  return { name: filters.name, phone: filters.phone, department: filters.department, position: filters.position };
}

export const staffColumns: DataColumn<Personnel>[] = [
  { key: 'name', title: '姓名' },
  { key: 'phone', title: '手机号' },
  { key: 'idNumber', title: '身份证号' },
  { key: 'department', title: '部门' },
  { key: 'position', title: '职位' },
  { key: 'entryDate', title: '入职日期' },
  { key: 'education', title: '学历' },
];

const educationOptions: FieldOption[] = EDUCATIONS.map((value) => ({ label: value, value }));

const idNumberRule = {
  validator: (_: unknown, value: unknown) => {
    const text = typeof value === 'string' ? normalIdNumber(value) : '';
    const problem = text ? idNumberProblem(text) : null;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/**
 * The staff form. Editing, the stored ID number is shown masked and never sent back: the field stays empty and
 * replaces the number only when retyped.
 */
export function staffFormFields(maskedIdNumber: string | null): FormField[] {
  const editing = maskedIdNumber !== null;
  return [
    { type: 'text', name: 'name', label: '姓名', required: true },
    { type: 'text', name: 'phone', label: '手机号', required: true, maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号' }] },
    {
      type: 'text',
      name: 'idNumber',
      label: '身份证号',
      required: !editing,
      maxLength: 18,
      rules: [idNumberRule],
      ...(editing ? { placeholder: maskedIdNumber, extra: `当前：${maskedIdNumber}，不修改请留空，重新输入则替换` } : {}),
    },
    { type: 'date', name: 'entryDate', label: '入职日期', required: true, rule: (day) => entryDateRule(day, parkToday()) },
    { type: 'text', name: 'department', label: '部门' },
    { type: 'text', name: 'position', label: '职位' },
    { type: 'select', name: 'education', label: '学历', options: educationOptions },
  ];
}
