import { Form } from 'antd';
import { SchemaForm, type FormValues } from '@/components/schema-form/schema-form';
import type { FormField } from '@/components/schema-form/form-fields';
import type { AgencyProfileFields } from '@contract/schemas/agency';
import { agencyFields, toFormValues, toProfileFields, type AgencyFormValues } from './agency-fields';
import { useRegionOptions } from '@/components/region/use-region-options';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { agencyCatalogue } from './i18n/agency';

export interface AgencyProfileFormProps {
  initial: AgencyProfileFields | null;
  /** Fields shown before the profile (the sign-in account when an operator adds an agency). */
  leading?: FormField[];
  onSave: (fields: AgencyProfileFields, extra: FormValues) => Promise<unknown>;
  onCancel: () => void;
  submitText?: string;
}

/** The profile form of the agency and of the operator who adds or corrects one. */
export function AgencyProfileForm({ initial, leading = [], onSave, onCancel, submitText }: AgencyProfileFormProps) {
  const { onFormChange, ...options } = useRegionOptions(initial ?? undefined);
  const profile = agencyFields(options, useTexts(agencyCatalogue), useContractWord());
  const fields = [...leading, ...profile];
  const save = (values: AgencyFormValues & FormValues) => {
    const profileKeys = new Set(profile.map((f) => f.name));
    const extra = Object.fromEntries(Object.entries(values).filter(([key]) => !profileKeys.has(key)));
    return onSave(toProfileFields(values), extra);
  };
  return (
    // The city and area lists follow the chosen province and city.
    <Form.Provider onFormChange={onFormChange}>
      <SchemaForm<AgencyFormValues & FormValues>
        fields={fields}
        initialValues={initial ? toFormValues(initial) : undefined}
        onSubmit={save}
        onCancel={onCancel}
        {...(submitText ? { submitText } : {})}
      />
    </Form.Provider>
  );
}
