import { useEffect, useRef } from 'react';
import type { DailyViews } from '@shared/api/contract/back-office/statistics';

/** The chart's height; its width is its container's. */
const CHART_HEIGHT = 240;

/** A day's `YYYY-MM-DD` as uPlot's time axis reads it: seconds since the epoch, at UTC midnight. */
const secondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * The daily views as a uPlot line, for sighted users: the table beside it is the truth for screen readers, so
 * the chart is hidden from them (`aria-hidden`). uPlot (50 kB) is imported when the chart is first drawn, on
 * this page only, and drawn with the theme's colours read from the page. The series it draws is also written
 * in `data-series`, so that a test can check it against the table.
 */
export function ViewsChart({ daily, language }: { daily: readonly DailyViews[]; language: string }) {
  const container = useRef<HTMLDivElement>(null);
  const series = JSON.stringify(daily.map(({ date, views }) => [date, views]));

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let resize: ResizeObserver | null = null;
    let stopped = false;
    void (async () => {
      try {
        const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
        if (stopped) return;
        const style = getComputedStyle(element);
        const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
        const accent = colour('--_ui-accent', '#7a3b5e');
        const muted = colour('--_ui-muted', '#555');
        const grid = colour('--_ui-border', '#ddd');
        const dayFormat = new Intl.DateTimeFormat(language, {
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        });
        const numberFormat = new Intl.NumberFormat(language);
        const width = () => Math.max(element.clientWidth, 200);
        const few = daily.length <= 31;
        chart = new UPlot(
          {
            width: width(),
            height: CHART_HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: true }, y: { range: (_, __, max) => [0, Math.max(1, max)] } },
            axes: [
              {
                stroke: muted,
                grid: { stroke: grid, width: 1 },
                ticks: { stroke: grid, width: 1 },
                values: (_, splits) => splits.map((seconds) => dayFormat.format(new Date(seconds * 1000))),
              },
              {
                stroke: muted,
                grid: { stroke: grid, width: 1 },
                ticks: { stroke: grid, width: 1 },
                values: (_, splits) =>
                  splits.map((value) => (Number.isInteger(value) ? numberFormat.format(value) : '')),
              },
            ],
            series: [
              {},
              {
                stroke: accent,
                width: 2,
                fill: `color-mix(in srgb, ${accent} 15%, transparent)`,
                points: { show: few, size: 6, fill: accent },
              },
            ],
          },
          [daily.map(({ date }) => secondsOf(date)), daily.map(({ views }) => views)],
          element,
        );
        resize = new ResizeObserver(() => chart?.setSize({ width: width(), height: CHART_HEIGHT }));
        resize.observe(element);
      } catch {
        // No canvas (an old browser, a test's DOM) or the chunk failed: the table says it all.
      }
    })();
    return () => {
      stopped = true;
      resize?.disconnect();
      chart?.destroy();
    };
    // The series' text stands for `daily`: a new answer of the same figures draws nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [series, language]);

  return <div ref={container} className="pp-statistics__chart" aria-hidden="true" data-series={series} />;
}
