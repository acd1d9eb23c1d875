import type { ApplyOption } from '@/api/orders';
import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { expectedDateRule, policyDeadlineRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { ORDER_NOTE_MAX } from '@contract/order-states';
import type { PolicyApply, ServiceApply } from '@contract/schemas/orders';
import { CONTACT_PHONE_PATTERN } from '@contract/value-rules';
import type { OrdersTexts } from './i18n/orders';

export interface ApplyFormValues extends Record<string, unknown> {
  subject?: string;
  needs?: string;
  contact?: string;
  phone?: string;
  expectedDate?: string;
  attachments?: string[];
}

export const subjectValue = (option: Pick<ApplyOption, 'source' | 'id'>) => `${option.source}:${option.id}`;

// A policy past its deadline is listed but cannot be chosen: the server would refuse it.
export function subjectOptions(options: ApplyOption[], texts: OrdersTexts): FieldOption[] {
  const today = parkToday();
  return options.map((o) => {
    const open = policyDeadlineRule(o.deadline, today);
    const label = texts.apply.subjectOption(texts.apply.sources[o.source], o.title, o.provider);
    return open.ok ? { value: subjectValue(o), label } : { value: subjectValue(o), label: texts.apply.closedOption(label, open.reason), disabled: true };
  });
}

export function applyFields(options: ApplyOption[], texts: OrdersTexts): FormField[] {
  const words = texts.apply;
  return [
    { type: 'select', name: 'subject', label: texts.list.subject, required: true, options: subjectOptions(options, texts) },
    { type: 'textarea', name: 'needs', label: words.needs, required: true, maxLength: ORDER_NOTE_MAX, rows: 4 },
    { type: 'text', name: 'contact', label: words.contact, required: true },
    { type: 'text', name: 'phone', label: words.phone, required: true, maxLength: 20, rules: [{ pattern: new RegExp(CONTACT_PHONE_PATTERN), message: words.phoneInvalid }] },
    { type: 'date', name: 'expectedDate', label: words.expectedDate, rule: (day) => expectedDateRule(day, parkToday()) },
    { type: 'upload', name: 'attachments', label: words.attachments, mode: 'word-pdf', maxCount: 10 },
  ];
}

/** The form field a refusal of the call sits at: the chosen service or policy is the form's 申请事项. */
export const applyFormName = (field: string): string[] => [field === 'serviceId' || field === 'policyId' || field === 'source' ? 'subject' : field];

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The call the chosen subject needs: a service application (the park's or an agency's) or a policy application. */
export function toApplyInput(values: ApplyFormValues): { kind: 'service'; input: ServiceApply } | { kind: 'policy'; input: PolicyApply } {
  const [source, rawId] = (values.subject ?? '').split(':');
  const fields = {
    needs: (values.needs ?? '').trim(),
    contact: (values.contact ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    expectedDate: values.expectedDate || null,
    attachments: (values.attachments ?? []).map((url) => ({ name: fileName(url), url })),
  };
  const id = Number(rawId);
  if (source === 'policy') return { kind: 'policy', input: { policyId: id, ...fields } };
  return { kind: 'service', input: { source: source === 'agency' ? 'agency' : 'park', serviceId: id, ...fields } };
}
