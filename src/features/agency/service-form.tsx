import { SchemaForm } from '@/components/schema-form/schema-form';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { serviceFields, toServiceFields, toServiceFormValues, type ServiceFormValues } from './service-fields';
import { agencyCatalogue } from './i18n/agency';

export interface ServiceFormProps {
  initial: AgencyServiceFields | null;
  onSave: (fields: AgencyServiceFields) => Promise<unknown>;
  onCancel: () => void;
  submitText?: string;
}

/** Prices are typed in 元: a refusal of `priceMaxFen` sits at `priceMax`. */
const formName = (field: string) => [field.replace(/Fen$/, '')];

const EMPTY: Partial<ServiceFormValues> = { voucherPayable: false, deliveryDays: 15 };

/** The agency's service form: name, type, price or range in 元 (sent as fen), delivery time, what the company gets. */
export function ServiceForm({ initial, onSave, onCancel, submitText }: ServiceFormProps) {
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  return (
    <SchemaForm<ServiceFormValues>
      fields={serviceFields(texts, word)}
      initialValues={initial ? toServiceFormValues(initial) : EMPTY}
      nameOf={formName}
      onSubmit={(values) => onSave(toServiceFields(values))}
      onCancel={onCancel}
      {...(submitText ? { submitText } : {})}
    />
  );
}
