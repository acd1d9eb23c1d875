import type { LedgerDay } from '@/api/vouchers';
import { LineChart } from '@/components/charts/line-chart';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue } from './i18n/vouchers';

// Only the ledger panel imports this file, lazily, so the chart library loads with the batch detail alone.
const yuan = (fen: number) => fen / 100;

/** What was left of the budget and redeemed at the end of each day that moved. */
export function BurnDownChart({ days }: { days: LedgerDay[] }) {
  const { batch, ledger } = useTexts(vouchersCatalogue);
  return (
    <LineChart
      label={ledger.chart}
      height={280}
      categories={days.map((d) => d.day ?? '—')}
      axes={[ledger.yuan]}
      series={[
        { name: batch.left, data: days.map((d) => yuan(d.left)), step: true },
        { name: ledger.redeemedSoFar, data: days.map((d) => yuan(d.redeemed)), step: true },
      ]}
    />
  );
}
