import { preApplyTransition } from '@contract/pre-apply-states';
import type { PreApplyAdminListQuery, PreApplyCheck } from '@contract/schemas/pre-apply';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { transition } from '../../lib/transition';
import { pageWindow } from '../../lib/paging';
import { assertParkAccess, parkScope, scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { tellCompany } from './notify';
import { findApplication, insertStep, parkList, PRE_APPLY_ROWS, stepsOf } from './queries';
import { refusedIn, required, stale } from './rules';
import { detailView, rowView } from './view';

// Days are China's (UTC+8): a filter day runs from its midnight there to the next.
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86400000);

export async function parkApplications(db: Db, ctx: RequestContext, query: PreApplyAdminListQuery) {
  const scope = await parkScope(db, ctx.user);
  const parkId = query.parkId ?? scope.user.parkId;
  if (!parkId) throw forbidden('请先选择园区');
  assertParkAccess(scope, parkId);
  const { offset, limit } = pageWindow(query);
  const { list, total } = await parkList(
    db,
    {
      parkId,
      state: query.state,
      policyId: query.policyId,
      companyName: query.companyName?.trim() || undefined,
      from: query.from ? dayStart(query.from) : undefined,
      to: query.to ? dayStart(query.to, 1) : undefined,
    },
    offset,
    limit,
  );
  return { list: list.map(rowView), total };
}

// An application the park has been sent, of a park in the caller's scope (else 403, before anything is read or written).
async function parkApplication(db: Db, ctx: RequestContext, id: number) {
  const row = await findApplication(db, id);
  if (!row || !row.submittedAt) throw notFound('预申报不存在');
  await scopeForPark(db, ctx, row.parkId);
  return row;
}

export async function parkApplicationDetail(db: Db, ctx: RequestContext, id: number) {
  const row = await parkApplication(db, ctx, id);
  return detailView(row, await stepsOf(db, id));
}

// Pass, return for changes or reject, only from the version the reviewer saw: of two reviewers exactly one decides.
export async function checkApplication(db: Db, ctx: RequestContext, input: PreApplyCheck) {
  const opinion = input.decision === 'pass' ? input.opinion?.trim() || null : required(input.opinion, '请填写审核意见');
  const before = await parkApplication(db, ctx, input.id);
  if (before.version !== input.version) throw stale();
  const from = before.state;
  const move = preApplyTransition(from, input.decision, 'park');
  if (!move) throw refusedIn(from, '审核');
  const actorName = ctx.user?.username ?? '园区';
  await db.transaction(async (tx) => {
    const after = await transition(tx, PRE_APPLY_ROWS, before, { state: move.to, decidedAt: move.to === 'returned' ? null : new Date() }, {
      history: (t) => insertStep(t, { preApplyId: before.id, parkId: before.parkId, action: input.decision, fromState: from, toState: move.to, who: 'park', userId: ctx.user?.id ?? null, actorName, opinion }),
      log: {
        ctx,
        entry: {
          module: 'preApply', action: 'audit', target: `${before.companyName} · ${before.policyTitle}`, parkId: before.parkId,
          before: { state: from }, after: { state: move.to, decision: input.decision, opinion },
        },
      },
      notify: (t, row) => tellCompany(t, row, input.decision, opinion),
    });
    if (!after) throw stale();
  });
  return parkApplicationDetail(db, ctx, before.id);
}
