import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Conn } from '../../lib/db';
import type { RequestContext } from '../../lib/request-context';
import { isFieldKind } from '@contract/field-kinds';
import { enterpriseForm } from '../enterprise-fields';
import type { Answers, CompanyRecord, RecordCompany, RecordModel, RecordModuleParams, RecordParams } from '@contract/schemas/enterprise';
import { recordsOf, type CompanyRow, type RecordRow } from './queries';
import { reachCompany } from './record-access';

export type FormModel = Awaited<ReturnType<typeof enterpriseForm>>[number];

const iso = (at: Date | null) => (at ? at.toISOString() : null);
// jsonb columns hold what the contract's Answers validated on the way in.
const answers = (stored: Record<string, unknown> | null | undefined) => (stored ?? null) as Answers | null;

export function companyView(company: CompanyRow): RecordCompany {
  return {
    id: company.id,
    parkId: company.parkId,
    name: company.name,
    state: company.state as RecordCompany['state'],
    version: company.version,
    rejectReason: company.rejectReason,
    changePending: company.changePending,
    submittedAt: iso(company.submittedAt),
    settledAt: iso(company.settledAt),
  };
}

export function modelView(model: FormModel, row: RecordRow | null | undefined): RecordModel {
  return {
    id: model.id,
    name: model.name,
    moduleKey: model.moduleKey,
    audited: model.audited,
    fields: model.fields.map((f) => ({ ...f, type: f.type as RecordModel['fields'][number]['type'], kind: isFieldKind(f.kind) ? f.kind : null })),
    data: answers(row?.data),
    draft: answers(row?.draft),
    pending: answers(row?.pending),
    updatedAt: iso(row?.updatedAt ?? null),
  };
}

/** The company's answers in force, by module key (the snapshot a passed audit keeps). */
export async function answersInForce(db: Conn, companyId: number): Promise<Record<string, Answers>> {
  const rows = await recordsOf(db, companyId);
  return Object.fromEntries(rows.filter((r) => r.data).map((r) => [r.moduleKey, answers(r.data) ?? {}]));
}

export async function companyRecord(db: Db, ctx: RequestContext, { parkId, companyId }: RecordParams): Promise<CompanyRecord> {
  const { company } = await reachCompany(db, ctx, parkId, companyId, false);
  const [form, rows] = await Promise.all([enterpriseForm(db, parkId), recordsOf(db, companyId)]);
  return { company: companyView(company), models: form.map((m) => modelView(m, rows.find((r) => r.moduleKey === m.moduleKey))) };
}

export async function companyRecordModule(db: Db, ctx: RequestContext, { parkId, companyId, moduleKey }: RecordModuleParams): Promise<RecordModel> {
  const whole = await companyRecord(db, ctx, { parkId, companyId });
  const model = whole.models.find((m) => m.moduleKey === moduleKey);
  if (!model) throw notFound('该园区的企业信息没有这个模块');
  return model;
}
