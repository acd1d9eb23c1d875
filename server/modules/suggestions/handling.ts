import { messageSubject } from '@contract/messages';
import { suggestionMachine, type SuggestionAction } from '@contract/machines/suggestion';
import { screenLink } from '@contract/screens/links';
import { SUGGESTION_CATEGORIES } from '@contract/suggestions';
import type { SuggestionAssign, SuggestionClose, SuggestionListQuery, SuggestionReply } from '@contract/schemas/suggestions';
import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { AppError, badRequest, fieldError } from '../../lib/errors';
import { notifyCompany, sendMessage } from '../../lib/messages';
import { pageWindow } from '../../lib/paging';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { operatorLink } from './company';
import { transition } from '../../lib/transition';
import { findSuggestion, listSuggestions, parkColleagues, SUGGESTION_ROWS, writtenSuggestion } from './queries';

const companyLink = (id: number) => screenLink('front-suggest', { id });
const stale = () => new AppError('状态已变更，请刷新后重试');

export async function parkSuggestions(db: Db, ctx: RequestContext, query: SuggestionListQuery) {
  await scopeForPark(db, ctx, query.parkId);
  const { offset, limit } = pageWindow(query);
  return listSuggestions(db, query, offset, limit);
}

export async function suggestionInfo(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findSuggestion(db, id), '诉求不存在');
}

export async function assignees(db: Db, ctx: RequestContext, parkId: number) {
  await scopeForPark(db, ctx, parkId);
  return parkColleagues(db, parkId);
}

type Effect = (tx: Conn, row: Awaited<ReturnType<typeof suggestionInfo>>) => Promise<void>;

// Every operator action: checked against the contract's transitions, then a conditional update on state and version
// (the loser of a race, or a caller on an old version, is told the state changed), its log entry and its messages.
async function act(db: Db, ctx: RequestContext, action: SuggestionAction, id: number, version: number, change: Record<string, unknown>, effect: Effect) {
  const before = await suggestionInfo(db, ctx, id);
  if (before.version !== version) throw stale();
  const verdict = suggestionMachine.verdict(before.state, action, 'operator');
  if (!verdict.ok) throw badRequest(verdict.reason);
  const { step } = verdict;
  await db.transaction(async (tx) => {
    const moved = await transition(tx, SUGGESTION_ROWS, before, { ...change, state: step.to }, {
      log: { ctx, entry: { module: 'suggestion', action: action === 'assign' ? 'allot' : action, target: before.companyName, parkId: before.parkId, before: { state: before.state }, after: { state: step.to, ...change } } },
      notify: (t) => effect(t, before),
    });
    if (!moved) throw stale();
  });
  return writtenSuggestion(db, id);
}

const topic = (row: { category: string }) => SUGGESTION_CATEGORIES[row.category as keyof typeof SUGGESTION_CATEGORIES] ?? '';

export async function replySuggestion(db: Db, ctx: RequestContext, input: SuggestionReply) {
  const reply = input.reply.trim();
  return act(db, ctx, 'reply', input.id, input.version, { reply, repliedBy: ctx.user?.id ?? null, repliedAt: new Date() }, (tx, row) =>
    notifyCompany(tx, row.companyId, { kind: 'suggestionReplied', title: `您的${topic(row)}诉求已回复`, body: reply.slice(0, 200), link: companyLink(row.id), parkId: row.parkId, subject: messageSubject('suggestion', row.id) }));
}

export async function assignSuggestion(db: Db, ctx: RequestContext, input: SuggestionAssign) {
  const row = await suggestionInfo(db, ctx, input.id);
  const colleague = (await parkColleagues(db, row.parkId)).find((c) => c.id === input.assigneeId);
  if (!colleague) throw fieldError('assigneeId', '只能指派给本园区的管理人员');
  return act(db, ctx, 'assign', input.id, input.version, { assigneeId: colleague.id }, (tx, before) =>
    sendMessage(tx, [colleague.id], { kind: 'suggestionAssigned', title: `${before.companyName}的${topic(before)}诉求指派给您处理`, body: before.content.slice(0, 100), link: operatorLink(before.id), parkId: before.parkId, subject: messageSubject('suggestion', before.id) }));
}

export async function closeSuggestion(db: Db, ctx: RequestContext, input: SuggestionClose) {
  const remark = input.remark?.trim() || null;
  return act(db, ctx, 'close', input.id, input.version, { closeRemark: remark, closedAt: new Date() }, (tx, row) =>
    notifyCompany(tx, row.companyId, { kind: 'suggestionClosed', title: `您的${topic(row)}诉求已关闭`, body: remark, link: companyLink(row.id), parkId: row.parkId, subject: messageSubject('suggestion', row.id) }));
}
