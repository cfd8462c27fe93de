// The supplier's numbers at a glance (issue 31 part 8, docs/decisions/105): loaded when the
// dashboard's Numbers tab opens, so the charts stay out of the dashboard's first download.
import { lazy } from 'react';

export const NumbersPanel = lazy(() => import('./numbers-panel.tsx').then((m) => ({ default: m.NumbersPanel })));
