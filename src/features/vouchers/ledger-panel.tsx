import { Card, Col, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { Ledger, LedgerDay } from '@/api/vouchers';
import { fen } from './voucher-labels';

const BurnDownChart = lazy(() => import('./burn-down-chart').then((m) => ({ default: m.BurnDownChart })));

const ITEMS: { key: keyof Ledger; title: string }[] = [
  { key: 'budget', title: '年度预算' },
  { key: 'issued', title: '已发放' },
  { key: 'committed', title: '订单占用' },
  { key: 'redeemed', title: '已核销' },
  { key: 'left', title: '预算余额' },
];

/** The budget ledger of a batch: issued + left = budget, committed + redeemed ≤ issued; the burn-down below. */
export function LedgerPanel({ ledger, days }: { ledger: Ledger; days?: LedgerDay[] }) {
  return (
    <Card title="预算台账" size="small">
      <Row gutter={16}>
        {ITEMS.map((item) => (
          <Col key={item.key} flex="1">
            <Statistic title={item.title} value={fen(ledger[item.key])} />
          </Col>
        ))}
      </Row>
      {days && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            已发放 {fen(ledger.issued)} + 余额 {fen(ledger.left)} = 预算 {fen(ledger.budget)}
          </Typography.Paragraph>
          {days.length > 0 ? (
            <Suspense fallback={null}>
              <BurnDownChart days={days} />
            </Suspense>
          ) : (
            <Typography.Text type="secondary">暂无发放记录</Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
