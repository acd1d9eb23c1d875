import { PRE_APPLY_ACTIONS, type PreApplyAction } from '@contract/pre-apply-states';
import { screenLink } from '@contract/screens/links';
import type { Conn } from '../../lib/db';
import { notifyCompany, notifyParkOperators } from '../../lib/messages';
import type { PreApplyRecord } from './queries';

// Each step reaches the other side in the transaction of the step (DESIGN.md §5); a draft reaches nobody.
export async function tellPark(tx: Conn, row: PreApplyRecord, action: PreApplyAction, reason?: string): Promise<void> {
  const link = screenLink('preCheckDetail', { id: row.id });
  if (action === 'cancel') {
    await notifyParkOperators(tx, row.parkId, { kind: 'preApplyCancelled', title: `${row.companyName}取消了政策预申报`, body: `${row.policyTitle}。取消原因：${reason ?? ''}`, link });
    return;
  }
  const title = action === 'edit' ? `${row.companyName}修改了待审核的预申报材料` : `${row.companyName}提交了政策预申报`;
  await notifyParkOperators(tx, row.parkId, { kind: 'preApplySubmitted', title, body: row.policyTitle, link });
}

export async function tellCompany(tx: Conn, row: PreApplyRecord, action: PreApplyAction, opinion: string | null): Promise<void> {
  await notifyCompany(tx, row.companyId, {
    kind: 'preApplyReviewed',
    title: `政策预申报「${row.policyTitle}」：${PRE_APPLY_ACTIONS[action]}`,
    body: opinion ? `审核意见：${opinion}` : null,
    link: screenLink('front-preApply-order-detail', { id: row.id }),
    parkId: row.parkId,
  });
}
