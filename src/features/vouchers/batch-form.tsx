import { ApiError } from '@/api/errors';
import type { BatchFields } from '@/api/vouchers';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { SERVICE_TYPE_KEYS, SERVICE_TYPES } from '@contract/agency';
import { MAX_QUOTA } from '@contract/vouchers';
import { applyEndRule, batchProblem, expiresOnRule, windowEndRule, windowStartRule } from '@contract/voucher-rules';
import { batchFormName, batchInput, type BatchFormValues } from './batch-form-values';

const fields = (issued: boolean): FormField[] => [
  { type: 'text', name: 'name', label: '批次名称', required: true, maxLength: 50 },
  { type: 'text', name: 'funder', label: '出资单位', required: true, maxLength: 50 },
  { type: 'number', name: 'budgetYuan', label: '年度预算（元）', required: true, min: 0.01, precision: 2 },
  { type: 'number', name: 'faceValueYuan', label: '单张面额（元）', required: true, min: 0.01, precision: 2, disabled: issued },
  { type: 'number', name: 'quota', label: '每家企业限领（张）', required: true, min: 1, max: MAX_QUOTA, precision: 0 },
  { type: 'select', name: 'serviceTypes', label: '可抵扣服务类型', required: true, multiple: true, disabled: issued, options: SERVICE_TYPE_KEYS.map((value) => ({ value, label: SERVICE_TYPES[value] })) },
  { type: 'date', name: 'applyStart', label: '申领开始日期', required: true },
  { type: 'date', name: 'applyEnd', label: '申领结束日期', required: true, rule: applyEndRule },
  { type: 'date', name: 'expiresOn', label: '有效期至', required: true, rule: expiresOnRule },
  { type: 'date', name: 'settle1Start', label: '结算窗口一开始', required: true, rule: windowStartRule },
  { type: 'date', name: 'settle1End', label: '结算窗口一结束', required: true, rule: (day, values) => windowEndRule(day, values.settle1Start) },
  { type: 'date', name: 'settle2Start', label: '结算窗口二开始', rule: windowStartRule },
  { type: 'date', name: 'settle2End', label: '结算窗口二结束', rule: (day, values) => windowEndRule(day, values.settle2Start) },
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
  return (
    <SchemaForm<BatchFormValues>
      fields={fields(issued)}
      {...(initial ? { initialValues: initial } : {})}
      nameOf={batchFormName}
      onCancel={onCancel}
      onSubmit={async (values) => {
        const input = batchInput(values);
        const problem = batchProblem(input);
        // The same refusal the server would answer, placed at its field without the round trip.
        if (problem) throw new ApiError(problem.msg, 'business', '0', null, [problem]);
        await onSave(input);
      }}
    />
  );
}
