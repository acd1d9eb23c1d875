import { useState } from 'react';
import { Space } from 'antd';
import { paySettlement, returnSettlement, submitSettlement, type SettlementDetail } from '@/api/settlements';
import { OpinionDialog } from '@/components/review-dialog/opinion-dialog';
import { VerdictButton } from '@/components/verdict-button/verdict-button';
import { SETTLEMENT_ACTIONS, settlementVerdict, type SettlementAction } from '@contract/settlement-states';
import { yuanText } from '@/components/settlements/settlement-view';

export interface SettlementActionsProps {
  detail: SettlementDetail;
  /** A manage user without the order-routing privilege sees no buttons (the server checks it again). */
  mayAct: boolean;
  onDone: () => void;
}

/**
 * The buttons the contract gives this party now: the agency submits; the park pays or returns. A step the contract
 * refuses today (the month not over yet, no orders) is disabled with the server's reason.
 */
export function SettlementActions({ detail, mayAct, onDone }: SettlementActionsProps) {
  const [open, setOpen] = useState<SettlementAction | null>(null);
  if (!mayAct || detail.actions.length === 0) return null;
  const { id, version } = detail;
  const sum = `${detail.month} 共 ${detail.orderCount} 单，合计 ${yuanText(detail.amountFen)}`;
  const shared = { onClose: () => setOpen(null), onDone: () => { setOpen(null); onDone(); } };
  return (
    <Space>
      {detail.actions.map((action) => (
        <VerdictButton
          key={action} verdict={settlementVerdict(detail, detail.party, action, new Date())}
          type={action === 'return' ? 'default' : 'primary'} danger={action === 'return'} onClick={() => setOpen(action)}
        >
          {SETTLEMENT_ACTIONS[action]}
        </VerdictButton>
      ))}
      <OpinionDialog {...shared} open={open === 'submit'} title="提交结算单" okText="提交" note={`${sum}。提交后由园区核对并付款。`} submit={() => submitSettlement(id, version)} />
      <OpinionDialog
        {...shared} open={open === 'pay'} title="确认付款" okText="确认付款" label="付款流水号" required maxLength={64}
        note={`${sum}。请核对订单后填写付款流水号，机构将收到付款通知。`} submit={(paymentRef) => paySettlement(id, { version, paymentRef })}
      />
      <OpinionDialog
        {...shared} open={open === 'return'} title="退回结算单" okText="退回" danger label="退回原因" required
        note="机构将看到退回原因，核对后重新提交。" submit={(reason) => returnSettlement(id, { version, reason })}
      />
    </Space>
  );
}
