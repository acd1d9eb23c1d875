import { BarChart as BarSeries } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartCanvas } from './chart-canvas';

// The parts a bar chart needs, on canvas (ECharts is imported under src/components/charts only; the screens that
// draw one load it lazily, in the charts chunk).
registerChartParts([BarSeries, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface BarSeriesData {
  name: string;
  data: number[];
}

interface BarChartProps {
  /** What the chart shows, for screen readers (the same numbers are in the table beside it). */
  label: string;
  categories: string[];
  series: BarSeriesData[];
  /** The value axis' name. */
  axis?: string;
  height?: number;
}

/** Bars per category, one colour per series. */
export function BarChart({ label, categories, series, axis, height = 300 }: BarChartProps) {
  const option: EChartsCoreOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 16, top: 40, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', name: axis, minInterval: 1 },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data })),
  };
  return <ChartCanvas label={label} option={option} height={height} />;
}
