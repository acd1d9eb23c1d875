import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { CONTACT_PHONE_PATTERN } from '@contract/value-rules';

export const PHONE_PATTERN = new RegExp(CONTACT_PHONE_PATTERN);

const within = (options: FieldOption[], message: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === '' || options.some((option) => option.value === value)
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

// Declared here rather than with `required`: SchemaForm's required rule checks values as strings.
export function positiveArea(label: string) {
  return [
    { required: true, type: 'number' as const, message: `请输入${label}` },
    { validator: (_: unknown, value: unknown) => (value == null || Number(value) > 0 ? Promise.resolve() : Promise.reject(new Error('面积必须大于0'))) },
  ];
}

interface RegionOptions {
  provinces: FieldOption[];
  cities: FieldOption[];
  areas: FieldOption[];
}

/** The park form (issue 5 §1), with the city and area lists of the chosen province and city. */
export function parkFields({ provinces, cities, areas }: RegionOptions): FormField[] {
  return [
    { type: 'text', name: 'name', label: '园区名称', required: true },
    { type: 'upload', name: 'logo', label: '园区LOGO', mode: 'image', maxCount: 1 },
    { type: 'select', name: 'provinceCode', label: '所在省份', required: true, options: provinces, placeholder: '请选择省' },
    { type: 'select', name: 'cityCode', label: '所在城市', required: true, options: cities, placeholder: '请选择市', rules: [within(cities, '请重新选择城市')] },
    { type: 'select', name: 'areaCode', label: '所在区县', required: true, options: areas, placeholder: '请选择区', rules: [within(areas, '请重新选择区县')] },
    { type: 'text', name: 'address', label: '详细地址', required: true, maxLength: 100 },
    { type: 'number', name: 'areaSqm', label: '园区面积（㎡）', min: 0, rules: positiveArea('园区面积（㎡）') },
    { type: 'text', name: 'contact', label: '联系人', required: true },
    { type: 'text', name: 'phone', label: '联系电话', required: true, maxLength: 20, rules: [{ pattern: PHONE_PATTERN, message: '请输入正确的联系电话' }] },
    { type: 'textarea', name: 'introduction', label: '园区简介', maxLength: 2000 },
  ];
}
