import type { VersionModel } from '@/api/tenancy';
import { EMPTY_TEXT } from '@contract/constants';
import { fenToYuan, kindText } from '@contract/field-kinds';

type Record2 = Record<string, Record<string, unknown>>;

export interface DiffRow {
  key: string;
  label: string;
  left: string;
  right: string;
  changed: boolean;
}

export interface DiffSection {
  moduleKey: string;
  name: string;
  rows: DiffRow[];
  changed: number;
}

/** The name a file is shown by: its original name when known, else the end of its address. */
export type FileNamer = (url: string) => string;

/** How answers are written in the reader's language: files by name, money in 元, lists joined. */
export interface AnswerWords {
  fileName: FileNamer;
  yuan: (amount: string) => string;
  listSeparator: string;
}

// What two answers are compared by: addresses and amounts as stored, in no language.
const AS_STORED: AnswerWords = { fileName: (url) => url, yuan: (amount) => amount, listSeparator: '\n' };

/** One answer as the comparison shows it: lists joined, uploads by file name, money and areas in their unit, empty as `--`. */
export function formatAnswer(value: unknown, type = 'text', kind: string | null = null, words: AnswerWords = AS_STORED): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  const inUnit = kind === 'money' && typeof value === 'number' ? words.yuan(fenToYuan(value)) : kindText(kind, value);
  if (inUnit) return inUnit;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_TEXT;
    return value.map((v) => (type === 'upload' && typeof v === 'string' ? words.fileName(v) : String(v))).join(words.listSeparator);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// Two answers differ when they read differently; an upload compares its addresses, not just the file names.
const same = (a: unknown, b: unknown) => formatAnswer(a) === formatAnswer(b);

/**
 * The park's form, model by model, with each field's value in both versions and whether it changed. Answers to
 * fields the form no longer has are kept at the end of their model, labelled by their key, so nothing is hidden.
 */
export function diffVersions(models: VersionModel[], left: Record2, right: Record2, words: AnswerWords): DiffSection[] {
  const known = new Set(models.map((m) => m.moduleKey));
  const extraModules = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((key) => !known.has(key));
  const all = [...models, ...extraModules.map((moduleKey) => ({ moduleKey, name: moduleKey, fields: [] }))];
  return all.map((model) => {
    const l = left[model.moduleKey] ?? {};
    const r = right[model.moduleKey] ?? {};
    const fieldKeys = new Set(model.fields.map((f) => f.fieldKey));
    const extra = [...new Set([...Object.keys(l), ...Object.keys(r)])].filter((key) => !fieldKeys.has(key));
    const fields = [...model.fields, ...extra.map((fieldKey) => ({ fieldKey, label: fieldKey, type: 'text', kind: null }))];
    const rows = fields.map((f) => ({
      key: `${model.moduleKey}.${f.fieldKey}`,
      label: f.label,
      left: formatAnswer(l[f.fieldKey], f.type, f.kind ?? null, words),
      right: formatAnswer(r[f.fieldKey], f.type, f.kind ?? null, words),
      changed: !same(l[f.fieldKey], r[f.fieldKey]),
    }));
    return { moduleKey: model.moduleKey, name: model.name, rows, changed: rows.filter((row) => row.changed).length };
  });
}
