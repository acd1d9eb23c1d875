import { useEffect, useRef } from 'react';
import { LineChart as LineSeries } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The only file that imports ECharts: the parts a line chart needs, on canvas. The screens importing it (the life
// tree, the voucher ledger's burn-down) are the only ones that load it (its own vendor chunk, vite.config.ts).
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

// A browser without a 2D canvas (jsdom) draws nothing; the table beside the chart carries the numbers.
const canDraw = () => typeof document !== 'undefined' && Boolean(document.createElement('canvas').getContext('2d'));

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
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const { label, height = 320 } = props;
  const option = JSON.stringify(optionOf(props));

  useEffect(() => {
    const element = host.current;
    if (!element || !canDraw()) return undefined;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(JSON.parse(option) as EChartsCoreOption, { notMerge: true });
  }, [option]);

  return <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
