import { COMPANY_STATES } from '@contract/company-states';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { conditionValueText } from '@contract/policy-conditions';
import { companySaveAction, preApplyTransition } from '@contract/pre-apply-states';
import type { PreApplyCancel, PreApplyCreate, PreApplyEdit, PreApplyForm, PreApplyListQuery, PreApplyMatch, PreApplyPrefill } from '@contract/schemas/pre-apply';
import type { Db } from '../../db/client';
import { requireHost, sessionCompanyId } from '../../lib/access';
import { isUniqueViolation, type Conn } from '../../lib/db';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { pageWindow } from '../../lib/paging';
import { transition } from '../../lib/transition';
import type { RequestContext } from '../../lib/request-context';
import { matchPolicy } from '../content';
import { withUploadNames } from '../files';
import { tellPark } from './notify';
import { companyList, findApplication, findCompany, findPolicy, insertApplication, insertStep, openApplication, PRE_APPLY_ROWS, stepsOf, type PreApplyRecord } from './queries';
import { cleanForm, refusedIn, required, stale } from './rules';
import { detailView, rowView } from './view';

const inProgress = () => badRequest('该政策已有进行中的预申报，请在原申报上修改');

type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

// The front caller's own company: every call here works on it alone.
async function ownCompany(db: Conn, ctx: RequestContext): Promise<Company> {
  const user = requireHost(ctx.user, 'front');
  const company = user.companyId ? await findCompany(db, user.companyId) : undefined;
  if (!company) throw forbidden('请先完善企业信息');
  return company;
}

function settled(company: Company): void {
  if (company.state !== COMPANY_STATES.settled.code) throw badRequest('企业入驻后才能申报政策');
}

// A policy of the company's own park, on shelf and published now; anything else is refused by the same words.
async function openPolicy(db: Conn, company: Company, policyId: number) {
  const policy = await findPolicy(db, policyId);
  if (!policy || policy.type !== 'policy' || policy.parkId !== company.parkId || !policy.published) throw badRequest('该政策未上架或已下架，不能申报');
  return policy;
}

/** An application of the caller's company; another company's answers 403 before anything is written. */
async function ownApplication(db: Conn, company: Company, id: number) {
  const row = await findApplication(db, id);
  if (!row) throw notFound('预申报不存在');
  if (row.companyId !== company.id) throw forbidden();
  return row;
}

type Fact = PreApplyMatch['conditions'][number];

/** One line of the prefilled statement: a condition and the company's own value, in the words of who writes it. */
const FACT_LINE: Readonly<Record<Language, (fact: Fact) => string>> = {
  'zh-CN': (c) => `${c.label}（本企业：${conditionValueText(c.value ?? '', 'zh-CN')}）`,
  'en-US': (c) => `${c.label} (this company: ${conditionValueText(c.value ?? '', 'en-US')})`,
};

/** The form as it opens: the company record, and a statement naming the facts the policy's conditions read. */
export async function prefill(db: Db, ctx: RequestContext, policyId: number): Promise<PreApplyPrefill> {
  const company = await ownCompany(db, ctx);
  const policy = await openPolicy(db, company, policyId);
  const language = ctx.language ?? DEFAULT_LANGUAGE;
  const { met, conditions } = await matchPolicy(db, policyId, company.id, language);
  const facts = conditions.filter((c) => c.value !== null).map(FACT_LINE[language]);
  const form: PreApplyForm = {
    companyName: company.name,
    creditCode: company.creditCode ?? '',
    contact: company.contact ?? '',
    phone: company.phone ?? '',
    statement: facts.join('\n'),
    attachments: [],
  };
  return { policyId, policyTitle: policy.title, form, match: { met, conditions } };
}

async function matchOf(db: Conn, policyId: number, companyId: number): Promise<PreApplyMatch> {
  const { met, conditions } = await matchPolicy(db, policyId, companyId);
  return { met, conditions };
}

export async function createApplication(db: Db, ctx: RequestContext, input: PreApplyCreate) {
  const company = await ownCompany(db, ctx);
  settled(company);
  const policy = await openPolicy(db, company, input.policyId);
  const action = companySaveAction('new', input.submit);
  const move = preApplyTransition('new', action, 'company');
  if (!move) throw badRequest('不能新建预申报');
  const cleaned = cleanForm(input.form, input.submit);
  const form = { ...cleaned, attachments: await withUploadNames(db, cleaned.attachments) };
  if (await openApplication(db, company.id, policy.id)) throw inProgress();
  const match = await matchOf(db, policy.id, company.id);
  const id = await db.transaction(async (tx) => {
    const row = await insertApplication(tx, {
      parkId: company.parkId,
      companyId: company.id,
      policyId: policy.id,
      policyTitle: policy.title,
      companyName: company.name,
      state: move.to,
      form,
      match,
      submittedAt: move.to === 'submitted' ? new Date() : null,
    });
    await insertStep(tx, { preApplyId: row.id, parkId: row.parkId, action, fromState: null, toState: move.to, who: 'company', userId: ctx.user?.id ?? null, actorName: company.name });
    if (move.to === 'submitted') await tellPark(tx, row, action);
    await writeLog(tx, ctx, { module: 'preApply', action: input.submit ? 'submit' : 'add', target: `${company.name} · ${policy.title}`, parkId: company.parkId, after: { state: move.to } });
    return row.id;
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? inProgress() : error;
  });
  return ownDetail(db, ctx, id);
}

// Save (a draft or returned material), submit (from either), or edit while waiting; only from the version shown.
export async function editApplication(db: Db, ctx: RequestContext, input: PreApplyEdit) {
  const company = await ownCompany(db, ctx);
  const before = await ownApplication(db, company, input.id);
  if (before.version !== input.version) throw stale();
  const from = before.state;
  const action = companySaveAction(from, input.submit);
  const move = preApplyTransition(from, action, 'company');
  if (!move) throw refusedIn(from, '修改');
  if (move.to === 'submitted') {
    settled(company);
    await openPolicy(db, company, before.policyId);
  }
  const cleaned = cleanForm(input.form, move.to === 'submitted');
  const form = { ...cleaned, attachments: await withUploadNames(db, cleaned.attachments) };
  const match = await matchOf(db, before.policyId, company.id);
  await db.transaction(async (tx) => {
    const change = { state: move.to, form, match, ...(action === 'submit' ? { submittedAt: new Date(), decidedAt: null } : {}) };
    const after = await transition(tx, PRE_APPLY_ROWS, before, change, {
      // A saved draft is no step of the history and tells nobody.
      ...(action === 'save' ? {} : { history: (t: Conn) => insertStep(t, { preApplyId: before.id, parkId: before.parkId, action, fromState: from, toState: move.to, who: 'company', userId: ctx.user?.id ?? null, actorName: company.name }), notify: (t: Conn, row: PreApplyRecord) => tellPark(t, row, action) }),
      log: { ctx, entry: { module: 'preApply', action: action === 'submit' ? 'submit' : 'update', target: `${company.name} · ${before.policyTitle}`, parkId: before.parkId, before: { state: from }, after: { state: move.to } } },
    });
    if (!after) throw stale();
  });
  return ownDetail(db, ctx, before.id);
}

export async function cancelApplication(db: Db, ctx: RequestContext, input: PreApplyCancel) {
  const company = await ownCompany(db, ctx);
  const before = await ownApplication(db, company, input.id);
  const reason = required(input.reason, '请填写取消原因');
  if (before.version !== input.version) throw stale();
  const from = before.state;
  const move = preApplyTransition(from, 'cancel', 'company');
  if (!move) throw refusedIn(from, '取消');
  await db.transaction(async (tx) => {
    const after = await transition(tx, PRE_APPLY_ROWS, before, { state: move.to, cancelReason: reason }, {
      history: (t) => insertStep(t, { preApplyId: before.id, parkId: before.parkId, action: 'cancel', fromState: from, toState: move.to, who: 'company', userId: ctx.user?.id ?? null, actorName: company.name, opinion: reason }),
      log: { ctx, entry: { module: 'preApply', action: 'cancel', target: `${company.name} · ${before.policyTitle}`, parkId: before.parkId, before: { state: from }, after: { state: move.to, reason } } },
      // The park hears of it only if it ever waited for review.
      notify: async (t, row) => (before.submittedAt ? tellPark(t, row, 'cancel', reason) : undefined),
    });
    if (!after) throw stale();
  });
  return ownDetail(db, ctx, before.id);
}

// The company's own list needs no read of the company when the session's read found it.
async function ownCompanyId(db: Conn, ctx: RequestContext): Promise<number> {
  const known = sessionCompanyId(requireHost(ctx.user, 'front'));
  if (known === undefined) return (await ownCompany(db, ctx)).id;
  if (!known) throw forbidden('请先完善企业信息');
  return known;
}

export async function ownList(db: Db, ctx: RequestContext, query: PreApplyListQuery) {
  const { offset, limit } = pageWindow(query);
  const { list, total } = await companyList(db, await ownCompanyId(db, ctx), query.state, offset, limit);
  return { list: list.map(rowView), total };
}

export async function ownDetail(db: Db, ctx: RequestContext, id: number) {
  const company = await ownCompany(db, ctx);
  const row = await ownApplication(db, company, id);
  return detailView(row, await stepsOf(db, id));
}
