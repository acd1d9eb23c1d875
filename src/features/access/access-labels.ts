import type { FieldOption } from '@/components/schema-form/form-fields';

/** Privilege codes of this area's buttons (seeded in server/db/seed/menus.ts). */
export const ROLE_ADMIN = '0109';
export const MENU_ADMIN = '0111';
export const ACCOUNT_ADMIN = '0112';

export const LEVEL_LABELS: Record<string, string> = { '1': '一级', '2': '二级', '3': '三级' };

// Option values are strings: the shared form's required rule validates a select's value as text.
export const LEVEL_OPTIONS: FieldOption[] = ['1', '2', '3'].map((level) => ({ label: LEVEL_LABELS[level] ?? '', value: level }));

export const FROZEN_LABELS: Record<string, string> = { true: '已冻结', false: '正常' };
