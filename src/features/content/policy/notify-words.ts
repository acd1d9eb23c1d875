import type { NotifyPreview, NotifyResult } from '@/api/policies';

/** The question before a send: a repeated send asks whether to reach only the companies not told yet. */
export function notifyQuestion(p: NotifyPreview, chosen: boolean): string {
  const gone = p.unmatched > 0 ? `所选企业中 ${p.unmatched} 家已不再符合条件，不会通知。` : '';
  if (p.pending === 0) return `${chosen ? '所选' : '全部'}符合条件的 ${p.matching} 家企业均已通知过，无需重复发送。${gone}`;
  if (p.notified > 0) return `已通知 ${p.notified} 家企业，仅通知尚未通知的 ${p.pending} 家？${gone}`;
  return `将通过消息中心通知${chosen ? '所选' : '全部'}符合条件的 ${p.pending} 家企业，确定发送吗？${gone}`;
}

/** What a send did, told and skipped, with why each was skipped. */
export function notifySummary(r: NotifyResult): string {
  const why = [r.notified > 0 ? `${r.notified} 家已通知过` : '', r.unmatched > 0 ? `${r.unmatched} 家已不再符合条件` : ''].filter(Boolean).join('，');
  const told = r.companies > 0 ? `已通知 ${r.companies} 家企业（${r.accounts} 个账号）` : '未发送新的通知';
  return `${told}，跳过 ${r.skipped} 家${why ? `（${why}）` : ''}`;
}
