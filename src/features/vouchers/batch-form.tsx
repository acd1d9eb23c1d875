import { ApiError } from '@/api/errors';
import type { BatchFields } from '@/api/vouchers';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { SERVICE_TYPE_KEYS } from '@contract/agency';
import { serviceTypeName } from '@/lib/i18n/service-type-name';
import { MAX_QUOTA } from '@contract/vouchers';
import { applyEndRule, batchProblem, expiresOnRule, windowEndRule, windowStartRule } from '@contract/voucher-rules';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';
import { batchFormName, batchInput, type BatchFormValues } from './batch-form-values';
import { ruleMessageNow } from '@/lib/i18n/contract-word-now';

const fields = (issued: boolean, { batch, form }: VouchersTexts): FormField[] => [
  { type: 'text', name: 'name', label: batch.name, required: true, maxLength: 50 },
  { type: 'text', name: 'funder', label: batch.funder, required: true, maxLength: 50 },
  { type: 'number', name: 'budgetYuan', label: form.budgetYuan, required: true, min: 0.01, precision: 2 },
  { type: 'number', name: 'faceValueYuan', label: form.faceValueYuan, required: true, min: 0.01, precision: 2, disabled: issued },
  { type: 'number', name: 'quota', label: form.quotaCount, required: true, min: 1, max: MAX_QUOTA, precision: 0 },
  { type: 'select', name: 'serviceTypes', label: batch.serviceTypes, required: true, multiple: true, disabled: issued, options: SERVICE_TYPE_KEYS.map((value) => ({ value, label: serviceTypeName(value) })) },
  { type: 'date', name: 'applyStart', label: form.applyStart, required: true },
  { type: 'date', name: 'applyEnd', label: form.applyEnd, required: true, rule: applyEndRule },
  { type: 'date', name: 'expiresOn', label: batch.expiresOn, required: true, rule: expiresOnRule },
  { type: 'date', name: 'settle1Start', label: form.settle1Start, required: true, rule: windowStartRule },
  { type: 'date', name: 'settle1End', label: form.settle1End, required: true, rule: (day, values) => windowEndRule(day, values.settle1Start) },
  { type: 'date', name: 'settle2Start', label: form.settle2Start, rule: windowStartRule },
  { type: 'date', name: 'settle2End', label: form.settle2End, rule: (day, values) => windowEndRule(day, values.settle2Start) },
];

export interface BatchFormProps {
  initial?: BatchFormValues;
  /** Vouchers are out: face value and service types are fixed. */
  issued?: boolean;
  onSave: (input: BatchFields) => Promise<unknown>;
  onCancel: () => void;
}

/** The voucher batch form: money typed in 元 and sent in fen; the batch's rule said at its field before the call. */
export function BatchForm({ initial, issued = false, onSave, onCancel }: BatchFormProps) {
  const texts = useTexts(vouchersCatalogue);
  return (
    <SchemaForm<BatchFormValues>
      fields={fields(issued, texts)}
      {...(initial ? { initialValues: initial } : {})}
      nameOf={batchFormName}
      onCancel={onCancel}
      onSubmit={async (values) => {
        const input = batchInput(values);
        const problem = batchProblem(input);
        // The same refusal the server would answer, placed at its field without the round trip.
        if (problem) throw new ApiError(ruleMessageNow(problem.msg), 'business', '0', null, [{ ...problem, msg: ruleMessageNow(problem.msg) }]);
        await onSave(input);
      }}
    />
  );
}
