import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';
import { effortLevels, type EffortFilter } from '../rules/search-filters.ts';
import { text } from './bounds.ts';

// An activity's optional details beyond the spec's create/edit fields (meeting point, what is
// included, what to bring, languages, accessibility, effort, gallery), and a change of a live
// activity waiting for review (issue 31 parts 1 and 2, docs/decisions/102). The create and
// update procedures take `details` next to the spec's fields; the server parses them again.

export const MAX_ACTIVITY_PHOTOS = 8;
export const MEETING_ADDRESS_MAX = 200;
export const LIST_ITEMS_MAX = 20;
export const LIST_ITEM_MAX = 120;
export const LANGUAGES_MAX = 10;
export const LANGUAGE_MAX = 40;
export const ACCESSIBILITY_MAX = 500;
export const EFFORT_NOTE_MAX = 80;
export const ALT_TEXT_MAX = 200;

export const TOO_MANY_PHOTOS_MESSAGE = englishMessage('activityEditing.error.tooManyPhotos', {
  max: MAX_ACTIVITY_PHOTOS,
});
export const ALT_TEXT_REQUIRED_MESSAGE = englishMessage('activityEditing.error.altRequired');
export const LATITUDE_MESSAGE = englishMessage('activityEditing.error.latitude');
export const LONGITUDE_MESSAGE = englishMessage('activityEditing.error.longitude');
export const ADDRESS_FOR_PIN_MESSAGE = englishMessage('activityEditing.error.addressForPin');
export const SAME_PHOTO_TWICE_MESSAGE = englishMessage('activityEditing.error.samePhotoTwice');

/** Lines of a list: trimmed, blank ones dropped. */
function listSchema(maxItems: number, itemMax: number, tooMany: string, itemTooLong: string) {
  return z
    .array(text().trim().max(itemMax, itemTooLong))
    .transform((items) => items.filter((item) => item.length > 0))
    .pipe(z.array(z.string()).max(maxItems, tooMany));
}

export const meetingPointSchema = z.object({
  latitude: z.number({ error: LATITUDE_MESSAGE }).min(-90, LATITUDE_MESSAGE).max(90, LATITUDE_MESSAGE),
  longitude: z.number({ error: LONGITUDE_MESSAGE }).min(-180, LONGITUDE_MESSAGE).max(180, LONGITUDE_MESSAGE),
});
export type MeetingPoint = z.infer<typeof meetingPointSchema>;

export const activityPhotoInputSchema = z.object({
  /** A URL the upload endpoint returned, or one of the activity's photos already. */
  url: text().trim().min(1, englishMessage('activityEditing.error.photo')).max(500),
  altText: text({ error: ALT_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, ALT_TEXT_REQUIRED_MESSAGE)
    .max(ALT_TEXT_MAX, englishMessage('activityEditing.error.altMax', { max: ALT_TEXT_MAX })),
});
export type ActivityPhotoInput = z.infer<typeof activityPhotoInputSchema>;

export const activityDetailsSchema = z
  .object({
    meetingAddress: text()
      .trim()
      .max(MEETING_ADDRESS_MAX, englishMessage('activityEditing.error.addressMax', { max: MEETING_ADDRESS_MAX }))
      .default(''),
    meetingPoint: meetingPointSchema.nullable().default(null),
    included: listSchema(
      LIST_ITEMS_MAX,
      LIST_ITEM_MAX,
      englishMessage('activityEditing.error.listMax', { max: LIST_ITEMS_MAX }),
      englishMessage('activityEditing.error.itemMax', { max: LIST_ITEM_MAX }),
    ).default([]),
    whatToBring: listSchema(
      LIST_ITEMS_MAX,
      LIST_ITEM_MAX,
      englishMessage('activityEditing.error.listMax', { max: LIST_ITEMS_MAX }),
      englishMessage('activityEditing.error.itemMax', { max: LIST_ITEM_MAX }),
    ).default([]),
    languages: listSchema(
      LANGUAGES_MAX,
      LANGUAGE_MAX,
      englishMessage('activityEditing.error.languagesMax', { max: LANGUAGES_MAX }),
      englishMessage('activityEditing.error.itemMax', { max: LANGUAGE_MAX }),
    ).default([]),
    accessibility: text()
      .trim()
      .max(ACCESSIBILITY_MAX, englishMessage('activityEditing.error.accessibilityMax', { max: ACCESSIBILITY_MAX }))
      .default(''),
    effortLevel: z
      .enum(effortLevels, { error: englishMessage('activityEditing.error.effortLevel') })
      .nullable()
      .default(null),
    /** Kept only with a level ("High - steep steps"). */
    effortNote: text()
      .trim()
      .max(EFFORT_NOTE_MAX, englishMessage('activityEditing.error.effortNoteMax', { max: EFFORT_NOTE_MAX }))
      .default(''),
    photos: z.array(activityPhotoInputSchema).max(MAX_ACTIVITY_PHOTOS, TOO_MANY_PHOTOS_MESSAGE).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.meetingPoint && !v.meetingAddress) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_FOR_PIN_MESSAGE, path: ['meetingAddress'] });
    }
    const urls = v.photos.map((p) => p.url);
    if (new Set(urls).size !== urls.length) {
      ctx.addIssue({ code: 'custom', message: SAME_PHOTO_TWICE_MESSAGE, path: ['photos'] });
    }
  });
export type ActivityDetailsInput = z.input<typeof activityDetailsSchema>;
export type ActivityDetails = z.output<typeof activityDetailsSchema>;

export const EMPTY_DETAILS: ActivityDetails = {
  meetingAddress: '',
  meetingPoint: null,
  included: [],
  whatToBring: [],
  languages: [],
  accessibility: '',
  effortLevel: null,
  effortNote: '',
  photos: [],
};

const EFFORT_WORDS: Record<EffortFilter, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** The stored effort text of a level and note ('High - steep steps'); null without a level. */
export function effortText(level: EffortFilter | null, note: string): string | null {
  if (!level) return null;
  const trimmed = note.trim();
  return trimmed ? `${EFFORT_WORDS[level]} - ${trimmed}` : EFFORT_WORDS[level];
}

/** The level and note of a stored effort text (the inverse of effortText; the level as effortLevel reads it). */
export function parseEffort(effort: string | null): { effortLevel: EffortFilter | null; effortNote: string } {
  const value = effort?.trim() ?? '';
  if (!value) return { effortLevel: null, effortNote: '' };
  const match = /^(low|medium|high)\b\s*(?:[-–—:]\s*)?(.*)$/is.exec(value);
  if (match) return { effortLevel: match[1]!.toLowerCase() as EffortFilter, effortNote: match[2]!.trim() };
  return { effortLevel: 'medium', effortNote: value };
}

/* ---- Procedure inputs ---- */

export const editableActivityInputSchema = z.object({ activityId: z.uuid() });
export const revisionIdInputSchema = z.object({ revisionId: z.uuid() });
export const REJECT_REASON_MAX = 1000;
export const rejectRevisionInputSchema = z.object({
  revisionId: z.uuid(),
  reason: text({ error: englishMessage('activityEditing.admin.reasonRequired') })
    .trim()
    .min(1, englishMessage('activityEditing.admin.reasonRequired'))
    .max(REJECT_REASON_MAX, englishMessage('validation.tooLong', { max: REJECT_REASON_MAX })),
});

/* ---- What the procedures return ---- */

/** What a revision proposes: the reviewed fields of the spec's form and every detail. */
export interface RevisionValues {
  title: string;
  description: string;
  impactDescription: string;
  activityType: string;
  photoUrl: string | null;
  details: ActivityDetails;
}

/** The edit form's starting values: the change under review when there is one, else the live activity. */
export interface EditableActivity {
  activityId: string;
  values: RevisionValues;
  /** A change is waiting for review (the values above are that change). */
  pending: boolean;
}

/** The supplier's latest change of an activity, when pending or rejected. */
export interface ActivityChangeState {
  activityId: string;
  revisionId: string;
  status: 'pending' | 'rejected';
  reason: string | null;
  submittedAt: Date;
}

export const revisionFields = [
  'title',
  'description',
  'impactDescription',
  'activityType',
  'photoUrl',
  'meetingAddress',
  'meetingPoint',
  'included',
  'whatToBring',
  'languages',
  'accessibility',
  'effort',
  'photos',
] as const;
export type RevisionField = (typeof revisionFields)[number];

export type RevisionFieldValue =
  | { kind: 'text'; value: string }
  | { kind: 'list'; value: string[] }
  | { kind: 'point'; value: MeetingPoint | null }
  | { kind: 'photo'; value: string | null }
  | { kind: 'photos'; value: ActivityPhotoInput[] };

export interface RevisionChange {
  field: RevisionField;
  before: RevisionFieldValue;
  after: RevisionFieldValue;
}

export interface PendingRevisionRow {
  revisionId: string;
  activityId: string;
  title: string;
  businessName: string;
  submittedAt: Date;
}

export interface RevisionReview extends PendingRevisionRow {
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  reason: string | null;
  changes: RevisionChange[];
}
