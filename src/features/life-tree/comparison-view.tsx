import { useState } from 'react';
import { Alert, Button, Card, Segmented, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { LifeTreeComparison, YearPoint } from '@/api/life-tree';
import { loadError } from '@/api/queries/load-error';
import { ComparisonTable } from './comparison-table';
import { LineChart } from '@/components/charts/line-chart';
import { comparisonQuery } from './life-tree-queries';
import { useTexts } from '@/stores/language';
import { lifeTreeCatalogue, type LifeTreeTexts } from './i18n/life-tree';

type Metric = 'headcount' | 'areaSqm' | 'milestones' | 'funding';

const metrics = ({ comparison: w }: LifeTreeTexts): { value: Metric; label: string; axis: string; of: (p: YearPoint) => number }[] => [
  { value: 'headcount', label: w.metricHeadcount, axis: w.axisHeadcount, of: (p) => p.headcount },
  { value: 'areaSqm', label: w.metricArea, axis: w.axisArea, of: (p) => p.areaSqm },
  { value: 'milestones', label: w.metricMilestones, axis: w.axisCount, of: (p) => Object.values(p.milestones).reduce((sum, n) => sum + n, 0) },
  { value: 'funding', label: w.metricFunding, axis: w.axisFunding, of: (p) => Math.round(p.fundingFen / 100) / 10000 },
];

function Chart({ comparison }: { comparison: LifeTreeComparison }) {
  const [metric, setMetric] = useState<Metric>('headcount');
  const texts = useTexts(lifeTreeCatalogue);
  const { comparison: w, common } = texts;
  const shown = metrics(texts);
  const chosen = shown.find((m) => m.value === metric) ?? shown[0]!;
  return (
    <Card
      size="small"
      title={w.byYear}
      extra={<Segmented<Metric> aria-label={w.metric} options={shown.map(({ value, label }) => ({ value, label }))} value={metric} onChange={setMetric} />}
    >
      <LineChart
        label={w.chart(comparison.companies.map((c) => c.company.name).join(common.listSeparator), chosen.label)}
        categories={comparison.years.map((y) => common.year(y))}
        axes={[chosen.axis]}
        series={comparison.companies.map((c) => ({ name: c.company.name, data: c.years.map(chosen.of) }))}
      />
    </Card>
  );
}

/** The comparison of 2 to 4 companies: a chart of one measure, and the table of all per year. */
export function ComparisonView({ companyIds }: { companyIds: number[] }) {
  const comparison = useQuery(comparisonQuery(companyIds));
  const texts = useTexts(lifeTreeCatalogue);
  if (comparison.isPending) return <Spin />;
  if (comparison.isError) {
    return <Alert type="error" title={loadError(comparison.error)} action={<Button onClick={() => void comparison.refetch()}>{texts.common.retry}</Button>} />;
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Chart comparison={comparison.data} />
      <Card size="small" title={texts.comparison.details}>
        <ComparisonTable comparison={comparison.data} />
      </Card>
    </Space>
  );
}
