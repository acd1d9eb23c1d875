import { useState } from 'react';
import { Space } from 'antd';
import { paySettlement, returnSettlement, submitSettlement, type SettlementDetail } from '@/api/settlements';
import { OpinionDialog } from '@/components/review-dialog/opinion-dialog';
import { VerdictButton } from '@/components/verdict-button/verdict-button';
import { SETTLEMENT_ACTIONS, settlementVerdict, type SettlementAction } from '@contract/settlement-states';
import { yuanText } from '@/components/settlements/settlement-view';
import { useTexts } from '@/stores/language';
import { ordersCatalogue } from './i18n/orders';

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
  const words = useTexts(ordersCatalogue).settlement;
  if (!mayAct || detail.actions.length === 0) return null;
  const { id, version } = detail;
  const sum = words.sum(detail.month, detail.orderCount, yuanText(detail.amountFen));
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
      <OpinionDialog {...shared} open={open === 'submit'} title={words.submitTitle} okText={words.submitOk} note={words.submitNote(sum)} submit={() => submitSettlement(id, version)} />
      <OpinionDialog
        {...shared} open={open === 'pay'} title={words.payTitle} okText={words.payTitle} label={words.payRef} required maxLength={64}
        note={words.payNote(sum)} submit={(paymentRef) => paySettlement(id, { version, paymentRef })}
      />
      <OpinionDialog
        {...shared} open={open === 'return'} title={words.returnTitle} okText={words.returnOk} danger label={words.returnReason} required
        note={words.returnNote} submit={(reason) => returnSettlement(id, { version, reason })}
      />
    </Space>
  );
}
