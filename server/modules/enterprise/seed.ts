import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, companyEvents, companyRecords, companyVersions, enterpriseFields, enterpriseModels } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { profileOf } from '@contract/company-profile';

type Answers = Record<string, unknown>;
type Company = typeof companies.$inferSelect;
type Field = typeof enterpriseFields.$inferSelect;
type EventRow = typeof companyEvents.$inferInsert;
interface History {
  now: Date;
  operator: number;
  events: EventRow[];
  change: Partial<Company>;
}

const DAY = 24 * 60 * 60 * 1000;
const LICENSE = '/demo/license-sample.svg';
// Money answers are integer fen (contract/field-kinds.ts): 1 万元 is 1,000,000 fen.
const WAN_YUAN_IN_FEN = 1_000_000;
const REJECT_REASON = '营业执照照片不清晰，且注册资本与营业执照不一致，请核对后重新提交。';

// Industries from the park form's options (server/modules/enterprise-fields/seed.ts), by a word of the company's name.
const INDUSTRY_BY_WORD: [string, string][] = [
  ['智能', '人工智能'], ['机器人', '集成电路'], ['生物', '生物医药'], ['数据', '软件信息'], ['软件', '软件信息'], ['信息', '软件信息'], ['网络', '软件信息'],
];

// A plausible answer to each field of the form every park starts with; other fields get one by type.
function answerFor(field: Field, company: Company, n: number): unknown {
  switch (field.fieldKey) {
    case 'companyName': return company.name;
    case 'creditCode': return company.creditCode;
    case 'legalPerson': return company.contact;
    case 'foundedOn': return `${2012 + (n % 10)}-0${1 + (n % 9)}-1${n % 10}`;
    case 'industry': return INDUSTRY_BY_WORD.find(([word]) => company.name.includes(word))?.[1] ?? '其他';
    case 'license': return [LICENSE];
    case 'registeredCapital': return (n + 2) * 100 * WAN_YUAN_IN_FEN;
    case 'employees': return 12 + n * 9;
    case 'officeArea': return 120 + n * 35.5;
    case 'contactPhone': return company.phone;
    case 'contactEmail': return `contact${company.id}@company.example`;
    case 'qualifications': return n % 2 ? ['科技型中小企业'] : ['高新技术企业', '专精特新'];
    case 'mainBusiness': return `${company.name.replace('有限公司', '')}的主营产品研发、生产与技术服务。`;
    case 'patents': return n * 2;
    case 'softwareCopyrights': return n + 3;
    default: break;
  }
  if (field.type === 'number') return n;
  if (field.type === 'select') return field.options[0] ?? null;
  if (field.type === 'multi-select') return field.options.slice(0, 1);
  if (field.type === 'date') return '2020-01-01';
  if (field.type === 'upload') return [LICENSE];
  return `${field.label}示例`;
}

interface Form {
  moduleKey: string;
  audited: boolean;
  fields: Field[];
}

async function formsByPark(tx: Tx, parkIds: number[]): Promise<Map<number, Form[]>> {
  const models = await tx.select().from(enterpriseModels).where(inArray(enterpriseModels.parkId, parkIds)).orderBy(asc(enterpriseModels.sort));
  const fields = await tx.select().from(enterpriseFields).where(inArray(enterpriseFields.parkId, parkIds)).orderBy(asc(enterpriseFields.sort));
  const out = new Map<number, Form[]>();
  for (const m of models) {
    out.set(m.parkId, [...(out.get(m.parkId) ?? []), { moduleKey: m.moduleKey, audited: m.audited, fields: fields.filter((f) => f.modelId === m.id) }]);
  }
  return out;
}

const recordOf = (forms: Form[], company: Company, n: number): Record<string, Answers> =>
  Object.fromEntries(forms.map((form) => [form.moduleKey, Object.fromEntries(form.fields.map((f) => [f.fieldKey, answerFor(f, company, n)]))]));

// Every seeded company but the not-applied ones gets a complete record on its park's form (issue 13 point 7):
// settled and moved-out ones with an audited version, one application waiting for audit per park, a rejected one
// with its reason, and the demo company (the `company` account) settled with a change to an audited model pending.
// `newcompany`'s company has nothing; the other not-applied company has a draft of its first step.
export async function seedEnterpriseRecords(tx: Tx, { estate, accounts }: DemoBase, now = new Date()): Promise<void> {
  const forms = await formsByPark(tx, estate.parkIds);
  const rows = await tx.select().from(companies).where(inArray(companies.id, estate.companyIds)).orderBy(asc(companies.id));
  const demo = estate.companyIds[0];
  const newcomer = estate.companyIds[1];
  for (const [n, company] of rows.entries()) {
    const form = forms.get(company.parkId) ?? [];
    const record = recordOf(form, company, n);
    const key = { companyId: company.id, parkId: company.parkId };
    const at = (daysAgo: number) => new Date(now.getTime() - (daysAgo + n) * DAY);
    if (company.state === null) {
      const first = form[0];
      if (company.id !== newcomer && first) await tx.insert(companyRecords).values({ ...key, moduleKey: first.moduleKey, draft: record[first.moduleKey] ?? {} });
      continue;
    }
    await tx.insert(companyRecords).values(form.map((f) => ({ ...key, moduleKey: f.moduleKey, data: record[f.moduleKey] ?? {} })));
    const submittedAt = company.state === 0 ? new Date(now.getTime() - (2 + n) * 3600 * 1000) : at(440);
    const events: EventRow[] = [{ ...key, kind: 'submitted', occurredAt: submittedAt, userId: null }];
    // The company's columns are what its record says (contract/company-profile.ts), as the server derives them.
    const { name, ...profile } = profileOf(form, record);
    const change: Partial<Company> = { ...profile, ...(name ? { name } : {}), submittedAt, version: 1 };
    if (company.state === 2) {
      Object.assign(change, { rejectReason: REJECT_REASON, version: 2 });
      events.push({ ...key, kind: 'rejected', occurredAt: at(430), data: { reason: REJECT_REASON }, userId: accounts.operator });
    }
    if (company.state === 1 || company.state === 3) {
      const settledAt = at(425);
      Object.assign(change, { settledAt, version: 2 });
      events.push({ ...key, kind: 'passed', occurredAt: settledAt, userId: accounts.operator });
      const first = company.id === demo ? firstVersion(form, record) : record;
      await tx.insert(companyVersions).values({ ...key, version: 1, data: first, auditedBy: accounts.operator, auditedAt: settledAt });
    }
    if (company.id === demo) await pendingChange(tx, company, form, record, { now, operator: accounts.operator, events, change });
    await tx.insert(companyEvents).values(events);
    await tx.update(companies).set(change).where(eq(companies.id, company.id));
  }
}

// The demo company: its first audited record named another legal person; a change to that audited step passed as
// version 2, the business figures grew since (an unaudited step), and a new change to the audited step waits.
function firstVersion(form: Form[], record: Record<string, Answers>): Record<string, Answers> {
  const audited = form.find((f) => f.audited)?.moduleKey;
  return audited ? { ...record, [audited]: { ...record[audited], legalPerson: '周建国' } } : record;
}

async function pendingChange(tx: Tx, company: Company, form: Form[], record: Record<string, Answers>, history: History) {
  const audited = form.find((f) => f.audited)?.moduleKey;
  if (!audited) return;
  const key = { companyId: company.id, parkId: company.parkId };
  const passedAt = new Date(history.now.getTime() - 200 * DAY);
  await tx.insert(companyVersions).values({ ...key, version: 2, data: record, auditedBy: history.operator, auditedAt: passedAt });
  const grown = { ...record.business, registeredCapital: 1200 * WAN_YUAN_IN_FEN, employees: 58 };
  await tx.update(companyRecords).set({ data: grown }).where(and(eq(companyRecords.companyId, company.id), eq(companyRecords.moduleKey, 'business')));
  const pending = { ...record[audited], legalPerson: '周明远' };
  await tx.update(companyRecords).set({ pending }).where(and(eq(companyRecords.companyId, company.id), eq(companyRecords.moduleKey, audited)));
  const submittedAt = new Date(history.now.getTime() - 20 * 3600 * 1000);
  history.events.push(
    { ...key, kind: 'changeSubmitted', occurredAt: new Date(passedAt.getTime() - 2 * DAY), data: { modules: [audited] }, userId: null },
    { ...key, kind: 'changePassed', occurredAt: passedAt, data: { modules: [audited] }, userId: history.operator },
    { ...key, kind: 'changeSubmitted', occurredAt: submittedAt, data: { modules: [audited] }, userId: null },
  );
  Object.assign(history.change, { changePending: true, submittedAt, version: 4 });
}
