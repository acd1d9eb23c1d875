import { LineChart as LineSeries } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartCanvas } from './chart-canvas';

// The parts a line chart needs, on canvas (ECharts is imported under src/components/charts only). The screens
// importing it (the life tree, the voucher ledger's burn-down) are the only ones that load it (its own vendor chunk,
// vite.config.ts).
registerChartParts([LineSeries, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  data: number[];
  /** 0: the left axis, 1: the right one. */
  axis?: 0 | 1;
  /** A running balance: drawn as steps that change at each point, not as slopes between them. */
  step?: boolean;
}

interface LineChartProps {
  /** What the chart shows, for screen readers (the same numbers are in the table beside it). */
  label: string;
  categories: string[];
  series: ChartSeries[];
  /** The axes' names, left then right. */
  axes: [string] | [string, string];
  height?: number;
}

function optionOf({ categories, series, axes }: LineChartProps): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 72, right: axes.length > 1 ? 56 : 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: categories, boundaryGap: false },
    yAxis: axes.map((name) => ({ type: 'value', name, minInterval: 1 })),
    series: series.map((s) => ({
      type: 'line', name: s.name, data: s.data, yAxisIndex: s.axis ?? 0, smooth: false, showSymbol: categories.length <= 24,
      ...(s.step ? { step: 'end' } : {}),
    })),
  };
}

/** A line chart of numbers over days, months or years. */
export function LineChart(props: LineChartProps) {
  return <ChartCanvas label={props.label} option={optionOf(props)} height={props.height ?? 320} />;
}
