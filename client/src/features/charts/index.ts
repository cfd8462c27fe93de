// Small accessible SVG charts (issue 31 part 8, docs/decisions/105): a visible title, axis labels,
// and the numbers as a visually hidden table for screen readers. Hand-drawn SVG, no library.
export { BarChart } from './bar-chart.tsx';
export { LineChart } from './line-chart.tsx';
export type { ChartPoint, ChartProps, ChartSeries } from './chart-types.ts';
