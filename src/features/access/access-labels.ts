import type { FieldOption } from '@/components/schema-form/form-fields';

export const LEVEL_LABELS: Record<string, string> = { '1': '一级', '2': '二级', '3': '三级' };

// Option values are strings: the shared form's required rule validates a select's value as text.
export const LEVEL_OPTIONS: FieldOption[] = ['1', '2', '3'].map((level) => ({ label: LEVEL_LABELS[level] ?? '', value: level }));

export const FROZEN_LABELS: Record<string, string> = { true: '已冻结', false: '正常' };
