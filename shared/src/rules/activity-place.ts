// One place name for an activity everywhere: its card, its page, its emails and its calendar
// entries (issue 30 part 6). The activity's own place when its supplier gave one, else the
// supplier's location. The SQL twin is server/src/rules/activity-place.ts.

export function activityPlace(place: string | null | undefined, supplierLocation: string): string {
  return place?.trim() || supplierLocation;
}
