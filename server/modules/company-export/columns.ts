import { CHANGE_PENDING_LABEL, profileChangesText, type CompanyProfile } from '@contract/company-profile';
import { fenToYuan } from '@contract/field-kinds';
import { companyStateLabel } from '@contract/company-states';
import type { ExportField } from '@contract/schemas/company-export';
import { badRequest } from '../../lib/errors';
import type { CompanyBase } from './queries';

type Answers = Record<string, unknown>;
type Cell = string | number;

/** One row's makings: the company, its answers per moduleKey, the rooms it holds, a change waiting for audit. */
export interface CompanyRow {
  company: CompanyBase;
  records: Map<string, Answers>;
  rooms: string[];
  pending?: CompanyProfile;
}

// The accepted values stay in their columns; a change waiting for audit is named here, with what it would change.
function pendingCell(r: CompanyRow): string {
  if (!r.company.changePending) return '';
  const text = profileChangesText(r.pending ?? {});
  return text ? `${CHANGE_PENDING_LABEL}：${text}` : CHANGE_PENDING_LABEL;
}

export interface Column {
  header: string;
  width: number;
  value(row: CompanyRow): Cell;
}

interface FormModel {
  moduleKey: string;
  name: string;
  fields: { fieldKey: string; label: string; type: string; kind?: string | null }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

// Shanghai time, the parks' time zone, so the sheet reads like the console.
export function shanghaiDate(date: Date | null): string {
  if (!date) return '';
  const t = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

const BASE: Column[] = [
  { header: '企业名称', width: 28, value: (r) => r.company.name },
  { header: '统一社会信用代码', width: 22, value: (r) => r.company.creditCode ?? '' },
  { header: '联系人', width: 10, value: (r) => r.company.contact ?? '' },
  { header: '联系电话', width: 14, value: (r) => r.company.phone ?? '' },
  { header: '所属行业', width: 12, value: (r) => r.company.industry ?? '' },
  { header: '入驻状态', width: 10, value: (r) => companyStateLabel(r.company.state) },
  { header: '提交时间', width: 17, value: (r) => shanghaiDate(r.company.submittedAt) },
  { header: '入驻时间', width: 17, value: (r) => shanghaiDate(r.company.settledAt) },
  { header: '所在房间', width: 24, value: (r) => r.rooms.join('、') },
  { header: '信息变更', width: 24, value: pendingCell },
];

const itemText = (item: unknown): string => {
  if (item === null || item === undefined) return '';
  if (typeof item === 'object') {
    const { name, url } = item as { name?: unknown; url?: unknown };
    return String(name ?? url ?? JSON.stringify(item));
  }
  return String(item);
};

// Money is stored as fen; the sheet shows yuan, a number people can sum.
const inYuan = (kind: string | null, value: unknown) => (kind === 'money' && typeof value === 'number' ? Number(fenToYuan(value)) : value);

// A multi-select answer (or a list of uploads) reads as its items joined with 、; a number stays a number.
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(itemText).filter(Boolean).join('、');
  if (typeof value === 'number') return value;
  return itemText(value);
}

/** The sheet's columns: the company's own, then each chosen field in the form's order. */
export function columnsFor(form: FormModel[], chosen: ExportField[]): { columns: Column[]; moduleKeys: string[] } {
  const wanted = new Set(chosen.map((f) => `${f.moduleKey}.${f.fieldKey}`));
  const known = new Set(form.flatMap((m) => m.fields.map((f) => `${m.moduleKey}.${f.fieldKey}`)));
  const unknown = [...wanted].find((key) => !known.has(key));
  if (unknown) throw badRequest(`字段不存在或已停用：${unknown}`);
  const picked = form.flatMap((m) => m.fields.filter((f) => wanted.has(`${m.moduleKey}.${f.fieldKey}`)).map((f) => ({ model: m, field: f })));
  const labels = picked.map((p) => p.field.label);
  const columns = picked.map<Column>(({ model, field }) => ({
    // A label two models share is told apart by its model's name.
    header: labels.indexOf(field.label) === labels.lastIndexOf(field.label) ? field.label : `${model.name}·${field.label}`,
    width: 16,
    value: (r) => cellOf(inYuan(field.kind ?? null, r.records.get(model.moduleKey)?.[field.fieldKey])),
  }));
  return { columns: [...BASE, ...columns], moduleKeys: [...new Set(picked.map((p) => p.model.moduleKey))] };
}
