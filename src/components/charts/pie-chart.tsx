import { PieChart as PieSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartCanvas } from './chart-canvas';

registerChartParts([PieSeries, LegendComponent, TooltipComponent, CanvasRenderer]);

interface PieChartProps {
  /** What the chart shows, for screen readers (the same numbers are in the table beside it). */
  label: string;
  slices: { name: string; value: number }[];
  height?: number;
}

/** A share of a whole, one slice per category. */
export function PieChart({ label, slices, height = 300 }: PieChartProps) {
  const option: EChartsCoreOption = {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { type: 'scroll', bottom: 0 },
    series: [{ type: 'pie', name: label, radius: ['35%', '65%'], data: slices, label: { formatter: '{b}' } }],
  };
  return <ChartCanvas label={label} option={option} height={height} />;
}
