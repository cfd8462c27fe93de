import { ChartFrame, colourOf } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';

/**
 * Lines with a dot at every point. A point whose value is not a number (NaN: nothing to measure
 * that week) breaks the line there.
 */
export function LineChart(props: ChartProps) {
  const { series } = props;
  return (
    <ChartFrame {...props}>
      {(plot) => {
        const band = plot.width / Math.max(1, plot.labels.length);
        const xOf = (index: number) => plot.left + band * index + band / 2;
        const yOf = (value: number) => plot.top + plot.height - plot.y(value);
        return series.map((s, seriesIndex) => {
          const colour = colourOf(seriesIndex);
          let path = '';
          let pen = false;
          s.points.forEach((point, index) => {
            if (!Number.isFinite(point.y)) {
              pen = false;
              return;
            }
            path += `${pen ? 'L' : 'M'}${xOf(index).toFixed(1)},${yOf(point.y).toFixed(1)}`;
            pen = true;
          });
          return (
            <g key={s.label}>
              <path d={path} fill="none" stroke={colour} strokeWidth={2.5} strokeLinejoin="round" />
              {s.points.map((point, index) =>
                Number.isFinite(point.y) ? (
                  <circle key={`${point.x}-${index}`} cx={xOf(index)} cy={yOf(point.y)} r={3.5} fill={colour}>
                    <title>{plot.pointTitle(point.x, s.label, point.y)}</title>
                  </circle>
                ) : null,
              )}
            </g>
          );
        });
      }}
    </ChartFrame>
  );
}
