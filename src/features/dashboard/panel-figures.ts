import { DASHBOARD_PANELS, PARK_COLUMN_TITLE, type DashboardColumn, type DashboardColumnKind, type DashboardPanelKey } from '@contract/dashboard';
import { fenToYuan } from '@contract/field-kinds';
import type { PanelAnswer } from '@/api/dashboard';

type Row = PanelAnswer['rows'][number];
type Column = DashboardColumn<Row>;

/** A cell as the table shows it: money in yuan, areas with two decimals, shares in percent. */
export function cellText(kind: DashboardColumnKind, value: string | number | undefined): string {
  if (value === undefined) return '';
  if (kind === 'text') return String(value);
  const n = Number(value);
  if (kind === 'fen') return fenToYuan(n);
  if (kind === 'area') return n.toFixed(2);
  if (kind === 'percent') return `${n.toFixed(1)}%`;
  return String(n);
}

/** The panel's columns, led by the park's when the answer covers more than one park. */
export function columnsOf(panel: DashboardPanelKey, answer: PanelAnswer): Column[] {
  const declared = DASHBOARD_PANELS[panel].columns as readonly Column[];
  const parks = new Set(answer.rows.map((row) => row.parkId));
  return parks.size > 1 || answer.sums.length > 0 ? [{ key: 'park', title: PARK_COLUMN_TITLE, kind: 'text' }, ...declared] : [...declared];
}

/**
 * What the chart draws: the sums over parks when there are several, else the rows (named by park when from several);
 * series named through `word` (the contract's words in the language in effect), the axis in `yuan` for money.
 */
export function chartFigures(panel: DashboardPanelKey, answer: PanelAnswer, word: (w: string) => string, yuan: string) {
  const { category, columns, chart } = DASHBOARD_PANELS[panel];
  const drawn = answer.sums.length > 1 ? answer.sums : answer.rows;
  const manyParks = drawn === answer.rows && new Set(drawn.map((row) => row.parkId)).size > 1;
  const categories = drawn.map((row) => (manyParks ? `${String(row.park)} ${String(row[category])}` : String(row[category])));
  const series = chart.map((key) => {
    const column = (columns as readonly Column[]).find((c) => c.key === key);
    const kind = column?.kind ?? 'count';
    return { name: word(column?.title ?? key), kind, data: drawn.map((row) => (kind === 'fen' ? Number(row[key]) / 100 : Number(row[key]))) };
  });
  return { categories, series: series.map(({ name, data }) => ({ name, data })), unit: series.some((s) => s.kind === 'fen') ? yuan : undefined };
}
