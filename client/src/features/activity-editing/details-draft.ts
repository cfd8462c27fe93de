import {
  activityDetailsSchema,
  type ActivityDetails,
  type ActivityDetailsInput,
} from '@regen/shared/schemas/activity-editing';
import type { EffortFilter } from '@regen/shared/rules/search-filters';

// The "More details" section's state as the form holds it (lines, commas, typed coordinates),
// and its conversion to the procedures' `details` (validated by the shared schema).

export interface DetailsDraft {
  meetingAddress: string;
  latitude: string;
  longitude: string;
  included: string;
  whatToBring: string;
  languages: string;
  accessibility: string;
  effortLevel: '' | EffortFilter;
  effortNote: string;
  photos: { url: string; altText: string }[];
}

export const emptyDraft: DetailsDraft = {
  meetingAddress: '',
  latitude: '',
  longitude: '',
  included: '',
  whatToBring: '',
  languages: '',
  accessibility: '',
  effortLevel: '',
  effortNote: '',
  photos: [],
};

export function draftOf(details: ActivityDetails): DetailsDraft {
  return {
    meetingAddress: details.meetingAddress,
    latitude: details.meetingPoint ? String(details.meetingPoint.latitude) : '',
    longitude: details.meetingPoint ? String(details.meetingPoint.longitude) : '',
    included: details.included.join('\n'),
    whatToBring: details.whatToBring.join('\n'),
    languages: details.languages.join(', '),
    accessibility: details.accessibility,
    effortLevel: details.effortLevel ?? '',
    effortNote: details.effortNote,
    photos: details.photos.map((p) => ({ ...p })),
  };
}

const lines = (value: string) => value.split('\n');
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

export function detailsInput(draft: DetailsDraft): ActivityDetailsInput {
  const noPin = draft.latitude.trim() === '' && draft.longitude.trim() === '';
  return {
    meetingAddress: draft.meetingAddress,
    meetingPoint: noPin ? null : { latitude: number(draft.latitude), longitude: number(draft.longitude) },
    included: lines(draft.included),
    whatToBring: lines(draft.whatToBring),
    languages: draft.languages.split(','),
    accessibility: draft.accessibility,
    effortLevel: draft.effortLevel || null,
    effortNote: draft.effortLevel ? draft.effortNote : '',
    photos: draft.photos,
  };
}

/** A field of the section ('photo-2' is the third photo's description). */
export type DetailsErrors = Partial<Record<string, string>>;

/** The details, or the first message of each field that is not right. */
export function checkDraft(draft: DetailsDraft): { details: ActivityDetailsInput } | { errors: DetailsErrors } {
  const input = detailsInput(draft);
  const parsed = activityDetailsSchema.safeParse(input);
  if (parsed.success) return { details: input };
  const errors: DetailsErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second, third] = issue.path;
    let key = String(first);
    if (first === 'meetingPoint') key = second === 'longitude' ? 'longitude' : 'latitude';
    else if (first === 'photos' && typeof second === 'number' && third === 'altText') key = `photo-${second}`;
    errors[key] ??= issue.message;
  }
  return { errors };
}
