import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption } from 'echarts/core';

// A browser without a 2D canvas (jsdom) draws nothing; the table beside the chart carries the numbers.
const canDraw = () => typeof document !== 'undefined' && Boolean(document.createElement('canvas').getContext('2d'));

/** Where a chart draws its option: one ECharts instance for the element's life, resized with the window. */
export function ChartCanvas({ label, option, height }: { label: string; option: EChartsCoreOption; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const drawn = JSON.stringify(option);

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
    chart.current?.setOption(JSON.parse(drawn) as EChartsCoreOption, { notMerge: true });
  }, [drawn]);

  return <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
