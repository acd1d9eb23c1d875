import type { NotifyPreview, NotifyResult } from '@/api/policies';
import type { ContentTexts } from '../i18n/content';

/** The question before a send: a repeated send asks whether to reach only the companies not told yet. */
export function notifyQuestion(p: NotifyPreview, chosen: boolean, { notify }: ContentTexts): string {
  const gone = p.unmatched > 0 ? notify.gone(p.unmatched) : '';
  if (p.pending === 0) return notify.allDone(chosen, p.matching, gone);
  if (p.notified > 0) return notify.onlyPendingQuestion(p.notified, p.pending, gone);
  return notify.question(chosen, p.pending, gone);
}

/** What a send did, told and skipped, with why each was skipped. */
export function notifySummary(r: NotifyResult, { notify }: ContentTexts): string {
  const why = [r.notified > 0 ? notify.toldBefore(r.notified) : '', r.unmatched > 0 ? notify.noLongerMet(r.unmatched) : ''].filter(Boolean).join(notify.whySeparator);
  const told = r.companies > 0 ? notify.told(r.companies, r.accounts) : notify.nothingNew;
  return notify.summary(told, r.skipped, why);
}
