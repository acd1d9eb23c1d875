import { messageSubject } from '@contract/messages';
import { COMPANY_STATES } from '@contract/company-states';
import { suggestionMachine } from '@contract/machines/suggestion';
import { screenLink } from '@contract/screens/links';
import { SUGGESTION_CATEGORIES } from '@contract/suggestions';
import type { OwnSuggestionQuery, SuggestionSubmit } from '@contract/schemas/suggestions';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { notifyParkOperators } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import { pageWindow } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { withUploadNames } from '../files';
import { companyOf, findSuggestion, insertSuggestion, listSuggestions, writtenSuggestion } from './queries';

// The seeded menu path of companySuggest (企业管理 › 企业诉求): a bare screen name is no route for a menu screen.
export const operatorLink = (id: number) => screenLink('companySuggest', { id });

function companyIdOf(ctx: RequestContext): number {
  const companyId = ctx.user?.companyId;
  if (!companyId) throw forbidden('仅入驻企业可以提交诉求');
  return companyId;
}

// A settled company asks its own park; the park's operators are told.
export async function submitSuggestion(db: Db, ctx: RequestContext, input: SuggestionSubmit) {
  const company = await companyOf(db, companyIdOf(ctx));
  if (!company) throw forbidden('仅入驻企业可以提交诉求');
  if (company.state !== COMPANY_STATES.settled.code) throw badRequest('企业入驻后才能提交诉求');
  const content = input.content.trim();
  return db.transaction(async (tx) => {
    const id = await insertSuggestion(tx, {
      parkId: company.parkId, companyId: company.id, userId: ctx.user?.id ?? null, state: suggestionMachine.initial('submit', 'company'), category: input.category, content, attachments: await withUploadNames(tx, input.attachments ?? []),
    });
    await notifyParkOperators(tx, company.parkId, {
      kind: 'suggestionSubmitted',
      title: `${company.name}提交了${SUGGESTION_CATEGORIES[input.category]}诉求`,
      body: content.slice(0, 100),
      link: operatorLink(id),
      subject: messageSubject('suggestion', id),
    });
    await writeLog(tx, ctx, { module: 'suggestion', action: 'submit', target: company.name, parkId: company.parkId, after: { id, category: input.category } });
    return writtenSuggestion(tx, id);
  });
}

export async function ownSuggestions(db: Db, ctx: RequestContext, query: OwnSuggestionQuery) {
  const { offset, limit } = pageWindow(query);
  return listSuggestions(db, { companyId: companyIdOf(ctx), state: query.state }, offset, limit);
}

// Another company's suggestion reads as not found: it reveals nothing.
export async function ownSuggestion(db: Db, ctx: RequestContext, id: number) {
  const row = await findSuggestion(db, id);
  if (!row || row.companyId !== companyIdOf(ctx)) throw notFound('诉求不存在');
  return row;
}
