import { Table, type TableColumnsType } from 'antd';
import type { LifeTreeComparison, YearPoint } from '@/api/life-tree';
import { EMPTY_TEXT } from '@contract/constants';
import { milestoneKindLabel, MILESTONE_KIND_CODES } from '@contract/company-milestones';
import { fenText } from './life-tree-labels';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { lifeTreeCatalogue, type LifeTreeTexts } from './i18n/life-tree';

interface YearRow {
  year: number;
  points: YearPoint[];
}

/** A year's milestones in words: `融资 1（5,000,000.00 人民币）、专利 2`. */
export function milestoneSummary(point: YearPoint, { comparison: w, common }: LifeTreeTexts, word: (word: string) => string): string {
  const parts = MILESTONE_KIND_CODES.filter((kind) => (point.milestones[kind] ?? 0) > 0).map((kind) => {
    const text = w.milestoneCount(word(milestoneKindLabel(kind)), point.milestones[kind] ?? 0);
    return kind === 'funding' && point.fundingFen > 0 ? w.withAmount(text, fenText(point.fundingFen)) : text;
  });
  return parts.length > 0 ? parts.join(common.listSeparator) : EMPTY_TEXT;
}

/** The comparison year by year: one row per year, for each company its headcount, area and milestones. */
export function ComparisonTable({ comparison }: { comparison: LifeTreeComparison }) {
  const texts = useTexts(lifeTreeCatalogue);
  const word = useContractWord();
  const { comparison: w } = texts;
  const rows: YearRow[] = comparison.years.map((year, i) => ({
    year,
    points: comparison.companies.map((c) => c.years[i]!),
  }));
  const columns: TableColumnsType<YearRow> = [
    { key: 'year', title: w.year, dataIndex: 'year', width: 80, fixed: 'left', render: (year: number) => texts.common.year(year) },
    ...comparison.companies.map((c, index) => ({
      key: `company-${c.company.id}`,
      title: c.company.name,
      children: [
        { key: `headcount-${c.company.id}`, title: w.headcount, width: 90, render: (_: unknown, row: YearRow) => row.points[index]!.headcount },
        { key: `area-${c.company.id}`, title: w.area, width: 120, render: (_: unknown, row: YearRow) => row.points[index]!.areaSqm },
        { key: `milestones-${c.company.id}`, title: w.milestones, width: 200, render: (_: unknown, row: YearRow) => milestoneSummary(row.points[index]!, texts, word) },
      ],
    })),
  ];
  return <Table<YearRow> rowKey="year" bordered size="small" pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={rows} />;
}
