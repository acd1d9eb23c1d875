import type { FieldOption } from '@/components/schema-form/form-fields';
import type { AccessTexts } from './i18n/access';

// Option values are strings: the shared form's required rule validates a select's value as text.
export const levelOptions = ({ levels }: AccessTexts): FieldOption[] => ['1', '2', '3'].map((level) => ({ label: levels[level] ?? '', value: level }));
