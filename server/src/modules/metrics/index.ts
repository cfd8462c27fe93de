export { registerMetrics, type Metrics, type MetricsSources } from './metrics.ts';
