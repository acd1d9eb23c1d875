import { Table, type TableColumnsType } from 'antd';
import type { LifeTreeComparison, YearPoint } from '@/api/life-tree';
import { EMPTY_TEXT } from '@contract/constants';
import { milestoneKindLabel, MILESTONE_KIND_CODES } from '@contract/company-milestones';
import { fenText } from './life-tree-labels';

interface YearRow {
  year: number;
  points: YearPoint[];
}

/** A year's milestones in words: `融资 1（5,000,000.00 人民币）、专利 2`. */
export function milestoneSummary(point: YearPoint): string {
  const parts = MILESTONE_KIND_CODES.filter((kind) => (point.milestones[kind] ?? 0) > 0).map((kind) => {
    const text = `${milestoneKindLabel(kind)} ${point.milestones[kind]}`;
    return kind === 'funding' && point.fundingFen > 0 ? `${text}（${fenText(point.fundingFen)}）` : text;
  });
  return parts.length > 0 ? parts.join('、') : EMPTY_TEXT;
}

/** The comparison year by year: one row per year, for each company its headcount, area and milestones. */
export function ComparisonTable({ comparison }: { comparison: LifeTreeComparison }) {
  const rows: YearRow[] = comparison.years.map((year, i) => ({
    year,
    points: comparison.companies.map((c) => c.years[i]!),
  }));
  const columns: TableColumnsType<YearRow> = [
    { key: 'year', title: '年度', dataIndex: 'year', width: 80, fixed: 'left', render: (year: number) => `${year}年` },
    ...comparison.companies.map((c, index) => ({
      key: `company-${c.company.id}`,
      title: c.company.name,
      children: [
        { key: `headcount-${c.company.id}`, title: '年末人数', width: 90, render: (_: unknown, row: YearRow) => row.points[index]!.headcount },
        { key: `area-${c.company.id}`, title: '年末面积（㎡）', width: 120, render: (_: unknown, row: YearRow) => row.points[index]!.areaSqm },
        { key: `milestones-${c.company.id}`, title: '当年里程碑', width: 200, render: (_: unknown, row: YearRow) => milestoneSummary(row.points[index]!) },
      ],
    })),
  ];
  return <Table<YearRow> rowKey="year" bordered size="small" pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={rows} />;
}
