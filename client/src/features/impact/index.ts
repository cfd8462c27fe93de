// What other features may use of the impact feature.
export { PointsSummary } from './points-summary.tsx';
export { SaveTripGoal } from './save-trip-goal.tsx';
