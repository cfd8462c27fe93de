import type { ActivityCard } from '../schemas/catalogue.ts';

// A sample activity's id and the object its Book Now carries to the booking page, apart from
// the samples themselves (data/sample-activities.ts): every activity card needs these, only
// some pages the samples (docs/decisions/070).

/** 'Revive Tschlin' → 'demo-revive-tschlin' (docs/spec/public-site.md §2 Experiences). */
export function demoActivityId(title: string): string {
  return `demo-${title.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

export function isDemoActivityId(id: string): boolean {
  return id.startsWith('demo-');
}

/**
 * The activity object carried in navigation state to the booking page
 * (docs/spec/public-site.md §3).
 */
export interface DemoActivity {
  id: string;
  title: string;
  description: string;
  duration_hours: number;
  price: number;
  max_participants: number;
  photo_url: string;
}

/** The navigation-state object for the booking page's demo mode. */
export function toDemoActivity(card: ActivityCard): DemoActivity {
  return {
    id: card.activityId,
    title: card.title,
    description: card.description,
    duration_hours: card.durationHours,
    price: card.price,
    max_participants: card.maxParticipants,
    photo_url: card.photoUrl ?? '',
  };
}
