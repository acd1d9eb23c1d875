import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { CONTACT_PHONE_PATTERN } from '@contract/value-rules';
import type { ParkTexts } from './i18n/park';

export const PHONE_PATTERN = new RegExp(CONTACT_PHONE_PATTERN);

const within = (options: FieldOption[], message: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === '' || options.some((option) => option.value === value)
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

// Declared here rather than with `required`: SchemaForm's required rule checks values as strings.
export function positiveArea(label: string, words: Pick<ParkTexts['form'], 'enterArea' | 'areaPositive'>) {
  return [
    { required: true, type: 'number' as const, message: words.enterArea(label) },
    { validator: (_: unknown, value: unknown) => (value == null || Number(value) > 0 ? Promise.resolve() : Promise.reject(new Error(words.areaPositive))) },
  ];
}

interface RegionOptions {
  provinces: FieldOption[];
  cities: FieldOption[];
  areas: FieldOption[];
}

/** The park form (issue 5 §1), with the city and area lists of the chosen province and city. */
export function parkFields({ provinces, cities, areas }: RegionOptions, words: ParkTexts['form']): FormField[] {
  return [
    { type: 'text', name: 'name', label: words.name, required: true },
    { type: 'upload', name: 'logo', label: words.logo, mode: 'image', maxCount: 1 },
    { type: 'select', name: 'provinceCode', label: words.province, required: true, options: provinces, placeholder: words.chooseProvince },
    { type: 'select', name: 'cityCode', label: words.city, required: true, options: cities, placeholder: words.chooseCity, rules: [within(cities, words.chooseCityAgain)] },
    { type: 'select', name: 'areaCode', label: words.area, required: true, options: areas, placeholder: words.chooseArea, rules: [within(areas, words.chooseAreaAgain)] },
    { type: 'text', name: 'address', label: words.address, required: true, maxLength: 100 },
    { type: 'number', name: 'areaSqm', label: words.areaSqm, min: 0, rules: positiveArea(words.areaSqm, words) },
    { type: 'text', name: 'contact', label: words.contact, required: true },
    { type: 'text', name: 'phone', label: words.phone, required: true, maxLength: 20, rules: [{ pattern: PHONE_PATTERN, message: words.phoneInvalid }] },
    { type: 'textarea', name: 'introduction', label: words.introduction, maxLength: 2000 },
  ];
}
