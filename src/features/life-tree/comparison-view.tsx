import { useState } from 'react';
import { Alert, Button, Card, Segmented, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { LifeTreeComparison, YearPoint } from '@/api/life-tree';
import { loadError } from '@/api/queries/load-error';
import { ComparisonTable } from './comparison-table';
import { LineChart } from '@/components/charts/line-chart';
import { comparisonQuery } from './life-tree-queries';

type Metric = 'headcount' | 'areaSqm' | 'milestones' | 'funding';

const METRICS: { value: Metric; label: string; axis: string; of: (p: YearPoint) => number }[] = [
  { value: 'headcount', label: '年末人数', axis: '人数', of: (p) => p.headcount },
  { value: 'areaSqm', label: '年末面积', axis: '面积（㎡）', of: (p) => p.areaSqm },
  { value: 'milestones', label: '里程碑数', axis: '个数', of: (p) => Object.values(p.milestones).reduce((sum, n) => sum + n, 0) },
  { value: 'funding', label: '融资金额', axis: '万元', of: (p) => Math.round(p.fundingFen / 100) / 10000 },
];

function Chart({ comparison }: { comparison: LifeTreeComparison }) {
  const [metric, setMetric] = useState<Metric>('headcount');
  const chosen = METRICS.find((m) => m.value === metric) ?? METRICS[0]!;
  return (
    <Card
      size="small"
      title="逐年对比"
      extra={<Segmented<Metric> aria-label="对比指标" options={METRICS.map(({ value, label }) => ({ value, label }))} value={metric} onChange={setMetric} />}
    >
      <LineChart
        label={`${comparison.companies.map((c) => c.company.name).join('、')}逐年${chosen.label}对比`}
        categories={comparison.years.map((y) => `${y}年`)}
        axes={[chosen.axis]}
        series={comparison.companies.map((c) => ({ name: c.company.name, data: c.years.map(chosen.of) }))}
      />
    </Card>
  );
}

/** The comparison of 2 to 4 companies: a chart of one measure, and the table of all per year. */
export function ComparisonView({ companyIds }: { companyIds: number[] }) {
  const comparison = useQuery(comparisonQuery(companyIds));
  if (comparison.isPending) return <Spin />;
  if (comparison.isError) {
    return <Alert type="error" title={loadError(comparison.error)} action={<Button onClick={() => void comparison.refetch()}>重试</Button>} />;
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Chart comparison={comparison.data} />
      <Card size="small" title="对比明细">
        <ComparisonTable comparison={comparison.data} />
      </Card>
    </Space>
  );
}
