import { ChartFrame, colourOf } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';

/**
 * Bars, grouped side by side when there are several series; each bar carries its value when it
 * is wide enough to hold it.
 */
export function BarChart(props: ChartProps) {
  const { series } = props;
  return (
    <ChartFrame {...props}>
      {(plot) => {
        const band = plot.width / Math.max(1, plot.labels.length);
        const groupWidth = band * 0.72;
        const barWidth = groupWidth / Math.max(1, series.length);
        return series.map((s, seriesIndex) => (
          <g key={s.label} fill={colourOf(seriesIndex)}>
            {s.points.map((point, index) => {
              if (!Number.isFinite(point.y)) return null;
              const h = plot.y(point.y);
              const x = plot.left + band * index + (band - groupWidth) / 2 + barWidth * seriesIndex;
              const y = plot.top + plot.height - h;
              const text = plot.format(point.y);
              return (
                <g key={`${point.x}-${index}`}>
                  <rect x={x} y={y} width={Math.max(1, barWidth - 2)} height={h} rx={2}>
                    <title>{plot.pointTitle(point.x, s.label, point.y)}</title>
                  </rect>
                  {point.y !== 0 && text.length * 6.6 + 2 <= barWidth ? (
                    <text x={x + (barWidth - 2) / 2} y={y - 4} textAnchor="middle" fill="#1c1917" fontSize={11}>
                      {text}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        ));
      }}
    </ChartFrame>
  );
}
