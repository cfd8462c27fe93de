import { findSampleActivity } from '@regen/shared/data/sample-activities';
import { toDemoActivity, type DemoActivity } from '@regen/shared/rules/demo-activity';

// Loaded by the booking route's loader for a sample activity's page only, so that the samples
// are not part of every booking page's code (docs/decisions/085).

/** The built-in sample activity an id names, as the booking page's demo mode takes it; null for none. */
export function sampleActivityToBook(activityId: string): DemoActivity | null {
  const sample = findSampleActivity(activityId);
  return sample ? toDemoActivity(sample) : null;
}
