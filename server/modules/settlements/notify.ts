import { and, eq } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import { screenLink } from '@contract/screens/links';
import type { SettlementAction } from '@contract/settlement-states';
import { users } from '../../db/schema';
import { messageSubject } from '@contract/messages';
import type { Conn } from '../../lib/db';
import { notifyParkOperators, sendMessage } from '../../lib/messages';
import type { SettlementRecord } from './queries';

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;

// Submitting asks the park's operators to check it; paid or returned tells the agency.
export async function notifySettlement(tx: Conn, s: SettlementRecord, mechanismName: string, action: SettlementAction, note: string | null): Promise<void> {
  const what = `${s.month} 结算单（${s.orderCount} 单，${yuan(s.amountFen)}）`;
  if (action === 'submit') {
    await notifyParkOperators(tx, s.parkId, { kind: 'settlementSubmitted', title: `${mechanismName}提交了${what}，请核对`, body: note, link: screenLink('cash-order', { tab: 'settlement', settlementId: s.id }), subject: messageSubject('settlement', s.id) });
    return;
  }
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.mechanismId, s.mechanismId), eq(users.userType, USER_TYPES.agency), eq(users.frozen, false)));
  const title = action === 'pay' ? `${what}已付款` : `${what}被退回，请核对后重新提交`;
  await sendMessage(tx, rows.map((r) => r.id), {
    kind: action === 'pay' ? 'settlementPaid' : 'settlementReturned', title, body: note, parkId: s.parkId, link: screenLink('cash-order', { tab: 'settlement', settlementId: s.id }), subject: messageSubject('settlement', s.id),
  });
}
