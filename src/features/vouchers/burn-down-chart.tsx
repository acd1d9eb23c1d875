import type { LedgerDay } from '@/api/vouchers';
import { LineChart } from '@/components/charts/line-chart';

// Only the ledger panel imports this file, lazily, so the chart library loads with the batch detail alone.
const yuan = (fen: number) => fen / 100;

/** What was left of the budget and redeemed at the end of each day that moved. */
export function BurnDownChart({ days }: { days: LedgerDay[] }) {
  return (
    <LineChart
      label="预算消耗曲线"
      height={280}
      categories={days.map((d) => d.day ?? '—')}
      axes={['元']}
      series={[
        { name: '预算余额', data: days.map((d) => yuan(d.left)), step: true },
        { name: '累计核销', data: days.map((d) => yuan(d.redeemed)), step: true },
      ]}
    />
  );
}
