import { Card, Col, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { Ledger, LedgerDay } from '@/api/vouchers';
import { fen } from './voucher-labels';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue } from './i18n/vouchers';

const BurnDownChart = lazy(() => import('./burn-down-chart').then((m) => ({ default: m.BurnDownChart })));

const ITEMS: readonly (keyof Ledger)[] = ['budget', 'issued', 'committed', 'redeemed', 'left'];

/** The budget ledger of a batch: issued + left = budget, committed + redeemed ≤ issued; the burn-down below. */
export function LedgerPanel({ ledger, days }: { ledger: Ledger; days?: LedgerDay[] }) {
  const texts = useTexts(vouchersCatalogue);
  return (
    <Card title={texts.ledger.title} size="small">
      <Row gutter={16}>
        {ITEMS.map((key) => (
          <Col key={key} flex="1">
            <Statistic title={texts.batch[key]} value={fen(ledger[key])} />
          </Col>
        ))}
      </Row>
      {days && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {texts.ledger.sum(fen(ledger.issued), fen(ledger.left), fen(ledger.budget))}
          </Typography.Paragraph>
          {days.length > 0 ? (
            <Suspense fallback={null}>
              <BurnDownChart days={days} />
            </Suspense>
          ) : (
            <Typography.Text type="secondary">{texts.ledger.none}</Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
