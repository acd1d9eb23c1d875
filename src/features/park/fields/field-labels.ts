import type { FieldType } from '@/api/enterprise-fields';

// The field types' words are the fields catalogue's (i18n/fields); these are the rules behind them.

export const CHOICE_TYPES: FieldType[] = ['select', 'multi-select'];
export const LENGTH_TYPES: FieldType[] = ['text', 'textarea'];

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
