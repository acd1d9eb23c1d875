import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { recordCompanyEvent } from '../../lib/company-events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { notifyParkOperators } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { COMPANY_STATES } from '@contract/company-states';
import type { Answers, RecordModuleParams, RecordSave, RecordSaved } from '@contract/schemas/enterprise';
import { screenLink } from '@contract/screens/links';
import { enterpriseForm } from '../enterprise-fields';
import { checkAnswers } from './answers';
import { acceptedProfile, checkStepProfile, deriveProfile } from './profile';
import { profileColumns, recordOf, recordsOf, COMPANY_ROWS, upsertRecord, type CompanyRow, type RecordChange } from './queries';
import { companyView, modelView, type FormModel } from './record';
import { reachCompany, type RecordCaller } from './record-access';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

const { submitted, settled, rejected, movedOut } = COMPANY_STATES;

type Outcome = RecordSaved['outcome'];
interface Step {
  ctx: RequestContext;
  company: CompanyRow;
  form: FormModel[];
  model: FormModel;
  data: Answers;
}

const target = (company: CompanyRow, model: FormModel) => `${company.name} · ${model.name}`;

async function store(tx: Conn, step: Step, change: RecordChange) {
  const key = { companyId: step.company.id, parkId: step.company.parkId, moduleKey: step.model.moduleKey };
  const before = await recordOf(tx, key.companyId, key.moduleKey);
  const after = await upsertRecord(tx, key, change);
  return { before, after };
}

// Not applied or rejected: a committed step is kept; the last step submits the whole record (every step checked
// against today's configuration, so a field made required after a draft was saved is asked for, never dropped).
async function commitApplication(tx: Conn, step: Step, clean: Answers): Promise<{ company: CompanyRow; outcome: Outcome }> {
  const { ctx, company, form, model } = step;
  await checkStepProfile(tx, company, form, model.moduleKey, clean);
  const { before, after } = await store(tx, step, { data: clean, draft: null });
  const isLast = form.at(-1)?.moduleKey === model.moduleKey;
  if (!isLast) {
    await writeLog(tx, ctx, { module: 'enterprise', action: 'update', target: target(company, model), parkId: company.parkId, before, after });
    return { company, outcome: 'applied' };
  }
  const rows = await recordsOf(tx, company.id);
  const record: Record<string, Answers> = {};
  for (const m of form) {
    const answers = m.moduleKey === model.moduleKey ? clean : ((rows.find((r) => r.moduleKey === m.moduleKey)?.data ?? {}) as Answers);
    record[m.moduleKey] = checkAnswers(m.fields, answers, m.name);
  }
  // The application's values are the company's columns from now on: the audit list shows what was submitted.
  const profile = profileColumns(await acceptedProfile(tx, company.id, form, record));
  const moved = await transition(tx, COMPANY_ROWS, company, { ...profile, state: submitted.code, submittedAt: new Date(), rejectReason: null });
  if (!moved) throw stale();
  await recordCompanyEvent(tx, { companyId: company.id, parkId: company.parkId, kind: 'submitted', userId: ctx.user?.id ?? null });
  await notifyParkOperators(tx, company.parkId, {
    kind: 'companyApplied',
    title: `${company.name}提交了入驻申请`,
    body: company.state === rejected.code ? '驳回后修改并重新提交，请审核。' : '新的入驻申请，请审核。',
    link: screenLink('checkcompany'),
  });
  await writeLog(tx, ctx, {
    module: 'enterprise',
    action: 'submit',
    target: company.name,
    parkId: company.parkId,
    before: { state: company.state, rejectReason: company.rejectReason },
    after: { state: moved.state, record },
  });
  return { company: moved, outcome: 'submitted' };
}

// Settled: a change to an audited step waits for audit as `pending` (the settled state and the record in force
// stay); a change to another step applies at once.
async function commitChange(tx: Conn, step: Step, clean: Answers): Promise<{ company: CompanyRow; outcome: Outcome }> {
  const { ctx, company, form, model } = step;
  await checkStepProfile(tx, company, form, model.moduleKey, clean);
  if (!model.audited) {
    const { before, after } = await store(tx, step, { data: clean, draft: null });
    const derived = await deriveProfile(tx, company, form);
    await writeLog(tx, ctx, { module: 'enterprise', action: 'update', target: target(company, model), parkId: company.parkId, before, after });
    return { company: derived, outcome: 'applied' };
  }
  // Through the company's version, so an audit running meanwhile and this change never cross.
  const moved = await transition(tx, COMPANY_ROWS, company, { changePending: true, submittedAt: new Date(), rejectReason: null });
  if (!moved) throw stale();
  const { before, after } = await store(tx, step, { pending: clean, draft: null });
  await recordCompanyEvent(tx, { companyId: company.id, parkId: company.parkId, kind: 'changeSubmitted', data: { modules: [model.moduleKey] }, userId: ctx.user?.id ?? null });
  if (!company.changePending) {
    await notifyParkOperators(tx, company.parkId, {
      kind: 'companyChangeSubmitted',
      title: `${company.name}提交了企业信息变更`,
      body: `变更的信息：${model.name}，请审核。`,
      link: screenLink('checkcompany'),
    });
  }
  await writeLog(tx, ctx, { module: 'enterprise', action: 'submit', target: target(company, model), parkId: company.parkId, before, after });
  return { company: moved, outcome: 'pending' };
}

async function saveAsCompany(tx: Conn, step: Step, isCommit: 0 | 1): Promise<{ company: CompanyRow; outcome: Outcome }> {
  const { ctx, company, model } = step;
  if (company.state === submitted.code) throw badRequest('入驻申请审核中，暂不能修改企业信息');
  if (company.state === movedOut.code) throw badRequest('企业已迁出，不能修改企业信息');
  if (isCommit === 0) {
    const { before, after } = await store(tx, step, { draft: step.data });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'update', target: target(company, model), parkId: company.parkId, before, after });
    return { company, outcome: 'draft' };
  }
  const clean = checkAnswers(model.fields, step.data);
  return company.state === settled.code ? commitChange(tx, step, clean) : commitApplication(tx, step, clean);
}

// An operator's edit is checked like a commit and applies at once, in any state; the log keeps who and what.
async function saveAsOperator(tx: Conn, step: Step): Promise<{ company: CompanyRow; outcome: Outcome }> {
  const { ctx, company, form, model } = step;
  const clean = checkAnswers(model.fields, step.data);
  await checkStepProfile(tx, company, form, model.moduleKey, clean);
  const { before, after } = await store(tx, step, { data: clean });
  const derived = await deriveProfile(tx, company, form);
  await writeLog(tx, ctx, { module: 'enterprise', action: 'update', target: target(company, model), parkId: company.parkId, before, after });
  return { company: derived, outcome: 'applied' };
}

export async function saveRecordStep(db: Db, ctx: RequestContext, params: RecordModuleParams, input: RecordSave): Promise<RecordSaved> {
  const caller: RecordCaller = await reachCompany(db, ctx, params.parkId, params.companyId, true);
  const form = await enterpriseForm(db, params.parkId);
  const model = form.find((m) => m.moduleKey === params.moduleKey);
  if (!model) throw notFound('该园区的企业信息没有这个模块');
  const step: Step = { ctx, company: caller.company, form, model, data: input.data };
  return db.transaction(async (tx) => {
    const { company, outcome } = caller.kind === 'operator' ? await saveAsOperator(tx, step) : await saveAsCompany(tx, step, input.isCommit);
    return { company: companyView(company), model: modelView(model, await recordOf(tx, company.id, model.moduleKey)), outcome };
  });
}
