/** One point of a series: a category or date label on the x axis and its value (NaN: nothing measured). */
export type ChartPoint = { x: string; y: number };

/** A named line or set of bars; every series of a chart has the same x labels, in the same order. */
export type ChartSeries = { label: string; points: ChartPoint[] };

/**
 * The props every chart takes (kept stable: other features draw their charts with it).
 * `formatY` writes a value for the axis, the bars' labels and the screen reader's table (through
 * the formatting seam: `formatUsdCents`, `formatPercent`…); without it, `formatNumber`.
 */
export type ChartProps = {
  title: string;
  series: ChartSeries[];
  formatY?: (n: number) => string;
  /** Height of the drawing in CSS pixels (the title, legend and labels come on top). Default 200. */
  height?: number;
  /** What the x axis counts ('Week of', 'Activity'): the axis label and the table's first column. */
  xLabel?: string;
  /** What the y axis measures ('Bookings', 'US dollars'). */
  yLabel?: string;
  /** The top of the y axis when the values have a natural one (100 for per cent, 5 for stars). */
  yMax?: number;
  /** A sentence under the title, read by everyone. */
  description?: string;
};
