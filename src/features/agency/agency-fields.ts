import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { problemRule } from '@/components/schema-form/problem-rule';
import { SERVICE_TYPES, SERVICE_TYPE_KEYS } from '@contract/agency';
import { CONTACT_PHONE_PATTERN, creditCodeProblem } from '@contract/value-rules';
import type { AgencyProfileFields } from '@contract/schemas/agency';
import type { AgencyTexts } from './i18n/agency';

export const PHONE_PATTERN = new RegExp(CONTACT_PHONE_PATTERN);

/** The service types to choose from, each named in the language in effect (`word`: useContractWord()). */
export const serviceTypeOptions = (word: (chinese: string) => string): FieldOption[] => SERVICE_TYPE_KEYS.map((value) => ({ value, label: word(SERVICE_TYPES[value]) }));

const creditCodeRule = problemRule(creditCodeProblem);

interface RegionOptions {
  provinces: FieldOption[];
  cities: FieldOption[];
  areas: FieldOption[];
}

/** The agency profile form (issue 15 §1); the city and area lists follow the chosen province and city. */
export function agencyFields({ provinces, cities, areas }: RegionOptions, texts: AgencyTexts, word: (chinese: string) => string): FormField[] {
  const p = texts.profile;
  return [
    { type: 'text', name: 'name', label: p.name, required: true, maxLength: 50 },
    { type: 'text', name: 'creditCode', label: p.creditCode, required: true, maxLength: 18, rules: [creditCodeRule] },
    { type: 'upload', name: 'licence', label: p.licence, required: true, mode: 'image-pdf', maxCount: 1, extra: p.licenceExtra },
    { type: 'text', name: 'legalPerson', label: p.legalPerson, required: true },
    { type: 'text', name: 'contact', label: p.contact, required: true },
    { type: 'text', name: 'phone', label: p.phone, required: true, maxLength: 20, rules: [{ pattern: PHONE_PATTERN, message: p.phoneInvalid }] },
    { type: 'select', name: 'provinceCode', label: p.province, required: true, options: provinces, placeholder: p.provincePlaceholder },
    { type: 'select', name: 'cityCode', label: p.city, required: true, options: cities, placeholder: p.cityPlaceholder },
    { type: 'select', name: 'areaCode', label: p.area, required: true, options: areas, placeholder: p.areaPlaceholder },
    { type: 'text', name: 'address', label: p.address, required: true, maxLength: 100 },
    { type: 'select', name: 'serviceTypes', label: p.serviceTypes, required: true, options: serviceTypeOptions(word), multiple: true },
    { type: 'rich-text', name: 'introduction', label: p.introduction, required: true },
  ];
}

export type AgencyFormValues = Omit<AgencyProfileFields, 'licence'> & { licence: string[] };

export const toFormValues = (fields: AgencyProfileFields): AgencyFormValues => ({ ...fields, licence: fields.licence ? [fields.licence] : [] });

export const toProfileFields = ({ licence, ...rest }: AgencyFormValues): AgencyProfileFields => ({
  ...rest,
  creditCode: rest.creditCode.trim().toUpperCase(),
  licence: licence[0] ?? '',
});
