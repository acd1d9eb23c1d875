import { DatePicker, Form, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Verdict } from '@contract/verdict';

/**
 * A contract date rule: the verdict on a 'YYYY-MM-DD' day (a field with time: 'YYYY-MM-DD HH:mm:ss'), given the
 * form's other values (a window's start).
 */
export type DateRule = (day: string, values: Record<string, unknown>) => Verdict;

// With time, a day is disabled only when even its last second is refused: its earlier hours may be allowed.
const dayOf = (value: Dayjs, withTime: boolean) => value.format(withTime ? 'YYYY-MM-DD 23:59:59' : 'YYYY-MM-DD');

/** The form's current values, read when the picker asks (so a rule on another field always sees its latest value). */
export const formValuesOf = (form: { getFieldsValue: (all: true) => unknown }) => (form.getFieldsValue(true) ?? {}) as Record<string, unknown>;

/** A date picker whose panel disables every day the rule refuses; a typed refused day is not taken either. */
export function RuleDatePicker({ rule, ...props }: DatePickerProps & { rule: DateRule }) {
  const form = Form.useFormInstance();
  return <DatePicker {...props} disabledDate={(value: Dayjs) => !rule(dayOf(value, Boolean(props.showTime)), formValuesOf(form)).ok} />;
}
