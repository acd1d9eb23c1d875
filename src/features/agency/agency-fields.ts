import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { problemRule } from '@/components/schema-form/problem-rule';
import { SERVICE_TYPES, SERVICE_TYPE_KEYS } from '@contract/agency';
import { CONTACT_PHONE_PATTERN, creditCodeProblem } from '@contract/value-rules';
import type { AgencyProfileFields } from '@contract/schemas/agency';

export const PHONE_PATTERN = new RegExp(CONTACT_PHONE_PATTERN);

export const SERVICE_TYPE_OPTIONS: FieldOption[] = SERVICE_TYPE_KEYS.map((value) => ({ value, label: SERVICE_TYPES[value] }));

const creditCodeRule = problemRule(creditCodeProblem);

interface RegionOptions {
  provinces: FieldOption[];
  cities: FieldOption[];
  areas: FieldOption[];
}

/** The agency profile form (issue 15 §1); the city and area lists follow the chosen province and city. */
export function agencyFields({ provinces, cities, areas }: RegionOptions): FormField[] {
  return [
    { type: 'text', name: 'name', label: '机构名称', required: true, maxLength: 50 },
    { type: 'text', name: 'creditCode', label: '统一社会信用代码', required: true, maxLength: 18, rules: [creditCodeRule] },
    { type: 'upload', name: 'licence', label: '营业执照', required: true, mode: 'image-pdf', maxCount: 1, extra: '支持图片或PDF' },
    { type: 'text', name: 'legalPerson', label: '法定代表人', required: true },
    { type: 'text', name: 'contact', label: '联系人', required: true },
    { type: 'text', name: 'phone', label: '联系电话', required: true, maxLength: 20, rules: [{ pattern: PHONE_PATTERN, message: '请输入正确的联系电话' }] },
    { type: 'select', name: 'provinceCode', label: '所在省份', required: true, options: provinces, placeholder: '请选择省' },
    { type: 'select', name: 'cityCode', label: '所在城市', required: true, options: cities, placeholder: '请选择市' },
    { type: 'select', name: 'areaCode', label: '所在区县', required: true, options: areas, placeholder: '请选择区' },
    { type: 'text', name: 'address', label: '详细地址', required: true, maxLength: 100 },
    { type: 'select', name: 'serviceTypes', label: '服务类型', required: true, options: SERVICE_TYPE_OPTIONS, multiple: true },
    { type: 'rich-text', name: 'introduction', label: '机构简介', required: true },
  ];
}

export type AgencyFormValues = Omit<AgencyProfileFields, 'licence'> & { licence: string[] };

export const toFormValues = (fields: AgencyProfileFields): AgencyFormValues => ({ ...fields, licence: fields.licence ? [fields.licence] : [] });

export const toProfileFields = ({ licence, ...rest }: AgencyFormValues): AgencyProfileFields => ({
  ...rest,
  creditCode: rest.creditCode.trim().toUpperCase(),
  licence: licence[0] ?? '',
});
