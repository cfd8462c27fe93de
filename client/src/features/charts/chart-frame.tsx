import { formatNumber } from '@regen/shared/format';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { ChartProps } from './chart-types.ts';

/** Series colours, each at least 4.5:1 on white (text and marks alike). */
export const SERIES_COLOURS = ['#166534', '#0369a1', '#b45309', '#7e22ce', '#be123c', '#374151'] as const;

export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** The drawing's geometry, handed to the marks (bars or lines). */
export type Plot = {
  /** Left and top of the plot area, its width and height, in the SVG's pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The x labels in order (the first series' points). */
  labels: string[];
  /** The pixel height of a value. */
  y: (value: number) => number;
  format: (n: number) => string;
  /** A mark's tooltip: 'Week of Nov 23: Bookings 4'. */
  pointTitle: (x: string, series: string, value: number) => string;
};

const FONT = 12;
const CHAR = 6.6; // an average glyph of the 12 px system font, for fitting labels

/** A 'nice' step for about `count` ticks up to `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, count = 4): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  return step;
}

/** The label cut to `chars` characters with an ellipsis. */
export function fitLabel(label: string, chars: number): string {
  if (label.length <= chars) return label;
  return chars <= 1 ? '…' : `${label.slice(0, chars - 1)}…`;
}

/** The width of the element, measured once it is in a browser (600 until then, the same on the server). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The frame every chart shares: title, description and legend, the y axis with its ticks and
 * grid, the x labels (thinned and shortened to fit), the axis names, and the numbers as a
 * visually hidden table. The marks are drawn by `children(plot)`.
 */
export function ChartFrame({
  title,
  series,
  formatY,
  height = 200,
  xLabel,
  yLabel,
  yMax,
  description,
  children,
}: ChartProps & { children: (plot: Plot) => ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [ref, width] = useWidth();
  const format = formatY ?? ((n: number) => formatNumber(n, locale));
  const labels = series[0]?.points.map((point) => point.x) ?? [];
  const values = series.flatMap((s) => s.points.map((p) => p.y)).filter((n) => Number.isFinite(n));
  const empty = labels.length === 0;

  const max = Math.max(0, yMax ?? 0, ...values);
  const step =
    yMax !== undefined && max === yMax
      ? ([4, 5, 3].map((count) => niceStep(yMax, count)).find((s) => yMax % s === 0) ?? niceStep(yMax))
      : niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const tickWidth = Math.max(...ticks.map((tick) => format(tick).length)) * CHAR;

  const plotLeft = Math.ceil(tickWidth + 10 + (yLabel ? FONT + 8 : 0));
  const plotTop = 14;
  const plotWidth = Math.max(40, width - plotLeft - 8);
  const plotHeight = height;
  const svgHeight = plotTop + plotHeight + 24 + (xLabel ? FONT + 12 : 0);
  const band = labels.length ? plotWidth / labels.length : plotWidth;
  const longest = Math.max(1, ...labels.map((label) => label.length));
  // Show every `every`-th label so that labels of about 8 characters never overlap.
  const every = Math.max(1, Math.ceil((Math.min(longest, 8) * CHAR + 6) / band));
  const labelChars = Math.max(2, Math.floor((band * every - 6) / CHAR));
  const plot: Plot = {
    left: plotLeft,
    top: plotTop,
    width: plotWidth,
    height: plotHeight,
    labels,
    y: (value) => (Math.max(0, value) / top) * plotHeight,
    format,
    pointTitle: (x, seriesLabel, value) => t('charts.pointTitle', { x, series: seriesLabel, value: format(value) }),
  };

  return (
    <figure
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`${id}-title`}
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {title}
        </h3>
        {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        {series.length > 1 ? (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden="true">
            {series.map((s, index) => (
              <li key={s.label} className="flex items-center gap-1.5">
                <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: colourOf(index) }} />
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
      <div ref={ref} className="mt-3 w-full">
        {empty ? (
          <p className="py-8 text-center text-sm text-stone-600">{t('charts.noData')}</p>
        ) : (
          <svg
            width="100%"
            height={svgHeight}
            viewBox={`0 0 ${width} ${svgHeight}`}
            aria-hidden="true"
            focusable="false"
            className="block overflow-visible"
            fontSize={FONT}
          >
            {ticks.map((tick) => {
              const y = plotTop + plotHeight - plot.y(tick);
              return (
                <g key={tick}>
                  <line
                    x1={plotLeft}
                    x2={plotLeft + plotWidth}
                    y1={y}
                    y2={y}
                    stroke={tick === 0 ? '#78716c' : '#e7e5e4'}
                  />
                  <text x={plotLeft - 6} y={y} dy="0.32em" textAnchor="end" fill="#57534e">
                    {format(tick)}
                  </text>
                </g>
              );
            })}
            {children(plot)}
            {labels.map((label, index) =>
              index % every === 0 ? (
                <text
                  key={`${label}-${index}`}
                  x={plotLeft + band * index + band / 2}
                  y={plotTop + plotHeight + 16}
                  textAnchor="middle"
                  fill="#57534e"
                >
                  <title>{label}</title>
                  {fitLabel(label, labelChars)}
                </text>
              ) : null,
            )}
            {xLabel ? (
              <text x={plotLeft + plotWidth / 2} y={svgHeight - 4} textAnchor="middle" fill="#44403c" fontWeight={600}>
                {xLabel}
              </text>
            ) : null}
            {yLabel ? (
              <text
                transform={`translate(${FONT}, ${plotTop + plotHeight / 2}) rotate(-90)`}
                textAnchor="middle"
                fill="#44403c"
                fontWeight={600}
              >
                {yLabel}
              </text>
            ) : null}
          </svg>
        )}
      </div>
      {empty ? null : (
        // In a visually hidden box: a table would widen itself past a 1 px sr-only width.
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{xLabel ?? t('charts.table.label')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={`${label}-${index}`}>
                  <th scope="row">{label}</th>
                  {series.map((s) => {
                    const value = s.points[index]?.y;
                    return (
                      <td key={s.label}>
                        {value === undefined || !Number.isFinite(value) ? t('charts.noValue') : format(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
