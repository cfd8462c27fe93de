import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Kysely's view of the tables, kept in step with migrations/ by hand (one place).
// Dates (`date`) and times (`time`) come back as 'YYYY-MM-DD' / 'HH:MM:SS' strings;
// timestamps as Date; bigint ids as number (see database.ts type parsers).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  role: Generated<'user' | 'admin'>;
  email_verified_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The last sign-in; null until the first (docs/decisions/093). */
  last_signed_in_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  secret_hash: Uint8Array;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface TokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface SuppliersTable {
  id: Generated<string>;
  user_id: string;
  business_name: string;
  contact_person: string;
  email: string;
  phone: string | null;
  location: string;
  website: string | null;
  years_in_operation: number | null;
  activity_type: string;
  description: string;
  impact: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The supplier's activities are hidden from every reseller (OCTO distribution). */
  distribution_opt_out: Generated<boolean>;
}

export interface TravelersTable {
  id: Generated<string>;
  user_id: string;
  created_at: Generated<Date>;
}

export interface ActivitiesTable {
  id: Generated<string>;
  supplier_id: string;
  title: string;
  description: string;
  impact_description: string;
  country: string;
  impact_category: 'environmental' | 'social';
  activity_type: string;
  price_cents: number;
  duration_hours: number;
  max_participants: number;
  photo_url: string | null;
  regen_points_override: number | null;
  effort: string | null;
  /** Town or region of the activity; null: the supplier's location (shown on the card). */
  place: ColumnType<string | null, string | null | undefined, string | null>;
  time_zone: string;
  /** 'archived': deleted by its supplier while bookings of it are on record (hidden everywhere). */
  status: Generated<'pending' | 'approved' | 'rejected' | 'archived'>;
  rejection_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The visible (not hidden) reviews' count and sum of stars, kept in the review's transaction. */
  review_count: Generated<number>;
  review_stars_sum: Generated<number>;
  /** Title (weight A) and description (B) for full-text search, kept by PostgreSQL (generated). */
  search_document: ColumnType<string, never, never>;
  /** The activity page's details (docs/decisions/096), all optional. */
  included: ColumnType<string[], string[] | undefined, string[]>;
  what_to_bring: ColumnType<string[], string[] | undefined, string[]>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  accessibility: ColumnType<string | null, string | null | undefined, string | null>;
  meeting_address: ColumnType<string | null, string | null | undefined, string | null>;
  meeting_latitude: ColumnType<number | null, number | null | undefined, number | null>;
  meeting_longitude: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An activity's gallery, in order (docs/decisions/096). */
export interface ActivityPhotosTable {
  activity_id: string;
  position: number;
  url: string;
  alt_text: string;
}

/** A traveler's question to an activity's host before booking: a conversation without a booking. */
export interface EnquiriesTable {
  id: Generated<string>;
  activity_id: string;
  traveler_id: string;
  created_at: Generated<Date>;
}

export interface ActivityStatusChangesTable {
  id: Generated<string>;
  activity_id: string;
  changed_by: string | null;
  from_status: string;
  to_status: string;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface ActivityAvailabilityTable {
  id: Generated<string>;
  activity_id: string;
  date: string;
  start_time: string;
  end_time: string;
  available_spots: number;
  booked_spots: Generated<number>;
  is_available: Generated<boolean>;
  created_at: Generated<Date>;
  /** The weekly schedule that generated the slot; null when added by hand (docs/decisions/058). */
  schedule_id: Generated<string | null>;
}

/** A weekly schedule: weekdays (ISO 1 = Monday … 7 = Sunday) × times × spots, from a date until a date. */
export interface ActivitySchedulesTable {
  id: Generated<string>;
  activity_id: string;
  label: string;
  weekdays: number[];
  start_time: string;
  end_time: string;
  spots: number;
  valid_from: string;
  valid_until: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One date of a schedule closed, or its times and spots changed. */
export interface ActivityScheduleExceptionsTable {
  schedule_id: string;
  date: string;
  kind: 'closed' | 'changed';
  start_time: string | null;
  end_time: string | null;
  spots: number | null;
  created_at: Generated<Date>;
}

export interface BookingsTable {
  id: Generated<string>;
  user_id: string;
  activity_id: string;
  availability_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  booking_date: string;
  booking_time: string;
  number_of_people: number;
  total_price_cents: number;
  credit_card_last4: string | null;
  payment_status: Generated<'pending' | 'completed' | 'failed'>;
  /** 'on_hold' / 'expired': a reseller's reservation holding spots, and one whose hold ran out (OCTO). */
  status: Generated<'on_hold' | 'expired' | 'confirmed' | 'cancelled' | 'completed'>;
  special_requests: string | null;
  cancellation_reason: string | null;
  cancelled_at: NullableTimestamp;
  cancelled_by: string | null;
  cancellation_deadline: Timestamp;
  idempotency_key: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  reseller_id: Generated<string | null>;
  reseller_reference: Generated<string | null>;
  hold_expires_at: NullableTimestamp;
  /** Marked by the activity's supplier after the slot started (null: not marked). */
  attendance: Generated<'attended' | 'no_show' | null>;
  /** How many of the booked people came (attended only). */
  attended_people: Generated<number | null>;
  attendance_marked_at: NullableTimestamp;
  attendance_marked_by: Generated<string | null>;
  /** The rest of a reseller's OCTO BookingContact (docs/decisions/099); null or empty otherwise. */
  contact_first_name: Generated<string | null>;
  contact_last_name: Generated<string | null>;
  contact_country: Generated<string | null>;
  contact_postal_code: Generated<string | null>;
  contact_locales: Generated<string[]>;
  contact_notes: Generated<string | null>;
}

/** Append-only: a correction writes a compensating entry. */
export interface RegenPointsLedgerTable {
  id: Generated<number>;
  user_id: string;
  booking_id: string;
  activity_id: string;
  country: string;
  points: number;
  reason: 'attended' | 'correction';
  created_at: Generated<Date>;
}

export interface ImpactReceiptsTable {
  id: Generated<string>;
  booking_id: string;
  user_id: string;
  shared: Generated<boolean>;
  anonymous: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TripGoalsTable {
  user_id: string;
  country: string;
  days: number;
  cities: number;
  target_points: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReviewsTable {
  id: Generated<string>;
  booking_id: string;
  activity_id: string;
  user_id: string;
  stars: number;
  body: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  reply_text: string | null;
  replied_at: NullableTimestamp;
  replied_by: string | null;
  hidden_at: NullableTimestamp;
  hidden_by: string | null;
  hidden_reason: string | null;
}

export interface ResellersTable {
  id: Generated<string>;
  name: string;
  /** The account its bookings are made under (bookings.user_id). */
  user_id: string;
  created_at: Generated<Date>;
  revoked_at: NullableTimestamp;
}

export interface ResellerApiKeysTable {
  id: Generated<string>;
  reseller_id: string;
  /** SHA-256 of the key, hex: the key itself is shown once and never stored. */
  key_hash: string;
  key_prefix: string;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface ResellerRequestsTable {
  id: Generated<number>;
  reseller_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  created_at: Generated<Date>;
}

export interface MessagesTable {
  id: Generated<string>;
  /** Exactly one of booking_id and enquiry_id: the conversation the message belongs to. */
  booking_id: ColumnType<string | null, string | null | undefined, string | null>;
  enquiry_id: ColumnType<string | null, string | null | undefined, string | null>;
  sender_id: string;
  receiver_id: string;
  message_text: string;
  sent_at: Generated<Date>;
  read_at: NullableTimestamp;
}

/** One per participant and conversation (a booking with messages); kept by a trigger on messages. */
export interface InboxEntriesTable {
  user_id: string;
  /** The booking's or the enquiry's id (one of the next two). */
  conversation_id: string;
  booking_id: string | null;
  enquiry_id: string | null;
  last_message_id: string;
  last_message_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  created_at: Generated<Date>;
  send_after: Generated<Date>;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
  /**
   * Files sent with the mail (an .ics on booking emails): each either written already
   * ({ filename, contentType, content }) or written by the mail worker when it sends
   * ({ filename, contentType, render }, docs/decisions/076).
   */
  attachments: ColumnType<StoredAttachment[] | null, string | null | undefined, string | null>;
  /** The booking the mail was written for (its reminder is deleted if it is cancelled first). */
  booking_id: string | null;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

/**
 * A file written when its mail is sent (docs/decisions/076): `render.kind` names the renderer
 * the mail worker was given for it, `render.data` is what that renderer reads.
 */
export interface DeferredAttachment {
  filename: string;
  contentType: string;
  render: { kind: string; data: unknown };
}

/** An outbox attachment as stored. */
export type StoredAttachment = EmailAttachment | DeferredAttachment;

export interface CalendarFeedsTable {
  id: Generated<string>;
  user_id: string;
  scope: 'supplier' | 'traveler';
  /** SHA-256 (hex) of the feed's secret token: the token itself is never stored. */
  token_hash: string;
  created_at: Generated<Date>;
  last_fetched_at: NullableTimestamp;
}

export interface EventsTable {
  id: Generated<number>;
  type: string;
  audience: string[];
  booking_id: string | null;
  activity_id: string | null;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  email: string;
  source: string | null;
  created_at: Generated<Date>;
}

export interface PendingUploadsTable {
  key: string;
  supplier_id: string;
  created_at: Generated<Date>;
}

/** Fixed-window rate-limit counters shared by every instance (server/src/http/rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

/** One row; bumped by a trigger on every write to activities (listing response cache). */
export interface CatalogueVersionTable {
  id: Generated<boolean>;
  version: Generated<string>;
}

/** A traveler in line for a full slot, or holding spots offered to them (docs/decisions/095). */
export interface WaitlistEntriesTable {
  id: Generated<string>;
  user_id: string;
  activity_id: string;
  availability_id: string;
  number_of_people: number;
  customer_name: string;
  customer_phone: string;
  status: Generated<'waiting' | 'offered' | 'booked' | 'expired' | 'left'>;
  /** Set while offered: the held spots go back to the slot at this instant. */
  hold_expires_at: NullableTimestamp;
  offered_at: NullableTimestamp;
  booking_id: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A booking form kept for the sign-up detour (docs/decisions/093). */
export interface BookingDraftsTable {
  id: Generated<string>;
  /** SHA-256 (hex) of the browser's draft token: the token itself is never stored. */
  token_hash: string;
  /** Null until an account claims the draft; then only that account reads it. */
  user_id: string | null;
  activity_id: string;
  return_path: string;
  slot_date: string | null;
  availability_id: string;
  number_of_people: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  special_requests: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  expires_at: Date;
}

export interface DB {
  booking_drafts: BookingDraftsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: TokensTable;
  email_verification_tokens: TokensTable;
  suppliers: SuppliersTable;
  travelers: TravelersTable;
  activities: ActivitiesTable;
  activity_status_changes: ActivityStatusChangesTable;
  activity_availability: ActivityAvailabilityTable;
  activity_schedules: ActivitySchedulesTable;
  activity_schedule_exceptions: ActivityScheduleExceptionsTable;
  bookings: BookingsTable;
  messages: MessagesTable;
  inbox_entries: InboxEntriesTable;
  activity_photos: ActivityPhotosTable;
  enquiries: EnquiriesTable;
  email_outbox: EmailOutboxTable;
  events: EventsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  pending_uploads: PendingUploadsTable;
  catalogue_version: CatalogueVersionTable;
  rate_limits: RateLimitsTable;
  resellers: ResellersTable;
  reseller_api_keys: ResellerApiKeysTable;
  reseller_requests: ResellerRequestsTable;
  regen_points_ledger: RegenPointsLedgerTable;
  impact_receipts: ImpactReceiptsTable;
  trip_goals: TripGoalsTable;
  reviews: ReviewsTable;
  calendar_feeds: CalendarFeedsTable;
  waitlist_entries: WaitlistEntriesTable;
}

export type User = Selectable<UsersTable>;
export type Supplier = Selectable<SuppliersTable>;
export type Activity = Selectable<ActivitiesTable>;
export type NewActivity = Insertable<ActivitiesTable>;
export type ActivityUpdate = Updateable<ActivitiesTable>;
export type Slot = Selectable<ActivityAvailabilityTable>;
export type Booking = Selectable<BookingsTable>;
export type Message = Selectable<MessagesTable>;
export type EventRow = Selectable<EventsTable>;
