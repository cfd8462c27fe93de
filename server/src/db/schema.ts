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
  /** The language the user chose (docs/decisions/109); null: English. */
  locale: Generated<'en' | 'de' | 'fr' | 'es' | 'it' | null>;
  /** The currency the traveler shows prices in (docs/decisions/108); null: US dollars. */
  currency: Generated<string | null>;
  /** When the account was deleted, its personal fields emptied (docs/decisions/113); null: live. */
  deleted_at: NullableTimestamp;
}

/** Units of a currency per US dollar, for display only (docs/decisions/108); USD is 1 and not stored. */
export interface DisplayCurrencyRatesTable {
  currency: string;
  /** numeric(14, 6): read as a string by pg, cast to float8 where read. */
  units_per_usd: string | number;
  rates_date: string;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  secret_hash: Uint8Array;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  /** What /profile shows of the device (docs/decisions/113): parsed names, a coarse network range. */
  device_browser: ColumnType<string | null, string | null | undefined, string | null>;
  device_os: ColumnType<string | null, string | null | undefined, string | null>;
  ip_range: ColumnType<string | null, string | null | undefined, string | null>;
  last_used_at: NullableTimestamp;
  /** When the session proved a second factor (docs/decisions/116); admin procedures require it. */
  second_factor_at: NullableTimestamp;
}

/** A WebAuthn credential (docs/decisions/116). */
export interface PasskeysTable {
  id: Generated<string>;
  user_id: string;
  /** base64url, as the browser reports it. */
  credential_id: string;
  public_key: Uint8Array;
  counter: ColumnType<string, number | string | undefined, number | string>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
}

/** The account's authenticator app (TOTP); unconfirmed until its first code is entered. */
export interface TotpAuthenticatorsTable {
  user_id: string;
  secret: string;
  confirmed_at: NullableTimestamp;
  last_used_step: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: Generated<Date>;
}

/** SHA-256 (hex) of a one-time recovery code. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** A WebAuthn challenge the server issued; its answer takes (deletes) it. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'sign_in' | 'second_step';
  user_id: string | null;
  expires_at: Timestamp;
}

/** A password sign-in waiting for the second factor (no session yet). */
export interface PendingSignInsTable {
  id: string;
  secret_hash: Uint8Array;
  user_id: string;
  failed_attempts: Generated<number>;
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
  /** The activity page's details (docs/decisions/096), all optional. */
  included: ColumnType<string[], string[] | undefined, string[]>;
  what_to_bring: ColumnType<string[], string[] | undefined, string[]>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  accessibility: ColumnType<string | null, string | null | undefined, string | null>;
  meeting_address: ColumnType<string | null, string | null | undefined, string | null>;
  meeting_latitude: ColumnType<number | null, number | null | undefined, number | null>;
  meeting_longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** The language its own texts are in (docs/decisions/119); the search document's configuration. */
  original_locale: ColumnType<
    'en' | 'de' | 'fr' | 'es' | 'it',
    'en' | 'de' | 'fr' | 'es' | 'it' | undefined,
    'en' | 'de' | 'fr' | 'es' | 'it'
  >;
}

/** An activity's texts in another language than its own (docs/decisions/119). */
export interface ActivityTranslationsTable {
  activity_id: string;
  locale: 'en' | 'de' | 'fr' | 'es' | 'it';
  title: string;
  description: string;
  impact_description: string;
  meeting_address: string | null;
  included: ColumnType<string[], string[] | undefined, string[]>;
  what_to_bring: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An activity's gallery, in order (docs/decisions/096). */
export interface ActivityPhotosTable {
  activity_id: string;
  position: number;
  url: string;
  alt_text: string;
}

/** A change of a live activity waiting for review, or decided (docs/decisions/102). */
export interface ActivityRevisionsTable {
  id: Generated<string>;
  activity_id: string;
  /** The proposed values (shared/src/schemas/activity-editing.ts `RevisionValues`). */
  proposed: ColumnType<unknown, string, string>;
  status: ColumnType<
    'pending' | 'approved' | 'rejected' | 'withdrawn',
    'pending' | undefined,
    'approved' | 'rejected' | 'withdrawn'
  >;
  reason: string | null;
  submitted_by: string | null;
  submitted_at: ColumnType<Date, Date | undefined, Date>;
  decided_by: string | null;
  decided_at: ColumnType<Date | null, never, Date>;
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
  /** Payment on site (docs/decisions/104): how and when the supplier was paid; null: not yet. */
  payment_method: Generated<'cash' | 'card' | 'transfer' | null>;
  paid_at: NullableTimestamp;
  paid_by: Generated<string | null>;
  /** The promo code applied and what it took off; total_price_cents is after it (docs/decisions/103). */
  promo_code_id: Generated<string | null>;
  discount_cents: Generated<number>;
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

/** The public, append-only chain (docs/decisions/106); the hash covers every column but the link rows. */
export interface ImpactLedgerTable {
  serial: number;
  kind: 'attended' | 'correction' | 'outcome_verified' | 'outcome_queried' | 'outcome_rejected';
  recorded_at: Date;
  country: string;
  activity_id: string;
  traveler: string | null;
  points: number;
  participants: number | null;
  corrects: number | null;
  outcome_id: string | null;
  unit: string | null;
  amount_hundredths: number | null;
  reviewer: string | null;
  prev_hash: string;
  hash: string;
}

export interface ImpactLedgerHeadTable {
  id: Generated<boolean>;
  serial: number;
  hash: string;
}

export interface ImpactLedgerBookingsTable {
  serial: number;
  booking_id: string;
  points_entry_id: number | null;
}

export interface LedgerPseudonymsTable {
  user_id: string;
  pseudonym: Generated<string>;
}

export interface SelfReportedActionsTable {
  id: Generated<string>;
  user_id: string;
  country: string;
  action_number: number;
  action_title: string;
  days: number;
  points_per_day: number;
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
  /** A test key's bookings never touch real capacity (octo_test_bookings, docs/decisions/114). */
  mode: Generated<'live' | 'test'>;
}

/** An OCTO test key's booking (docs/decisions/114): read by the OCTO API only, never by the app. */
export interface OctoTestBookingsTable {
  id: Generated<string>;
  reseller_id: string;
  idempotency_key: string;
  activity_id: string;
  availability_id: string;
  status: 'on_hold' | 'confirmed' | 'cancelled' | 'expired';
  number_of_people: number;
  total_price_cents: number;
  party: Generated<string>;
  answers: Generated<string>;
  reseller_reference: string | null;
  customer_name: Generated<string>;
  customer_email: Generated<string>;
  customer_phone: Generated<string>;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_country: string | null;
  contact_postal_code: string | null;
  contact_locales: Generated<string[]>;
  contact_notes: string | null;
  special_requests: string | null;
  cancellation_deadline: Date;
  hold_expires_at: NullableTimestamp;
  cancellation_reason: string | null;
  cancelled_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
  display_currency_rates: DisplayCurrencyRatesTable;
  users: UsersTable;
  sessions: SessionsTable;
  passkeys: PasskeysTable;
  totp_authenticators: TotpAuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
  pending_sign_ins: PendingSignInsTable;
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
  activity_revisions: ActivityRevisionsTable;
  activity_translations: ActivityTranslationsTable;
  enquiries: EnquiriesTable;
  email_outbox: EmailOutboxTable;
  events: EventsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  pending_uploads: PendingUploadsTable;
  catalogue_version: CatalogueVersionTable;
  rate_limits: RateLimitsTable;
  resellers: ResellersTable;
  reseller_api_keys: ResellerApiKeysTable;
  octo_test_bookings: OctoTestBookingsTable;
  reseller_requests: ResellerRequestsTable;
  regen_points_ledger: RegenPointsLedgerTable;
  impact_ledger: ImpactLedgerTable;
  impact_ledger_head: ImpactLedgerHeadTable;
  impact_ledger_bookings: ImpactLedgerBookingsTable;
  ledger_pseudonyms: LedgerPseudonymsTable;
  self_reported_actions: SelfReportedActionsTable;
  impact_receipts: ImpactReceiptsTable;
  trip_goals: TripGoalsTable;
  reviews: ReviewsTable;
  calendar_feeds: CalendarFeedsTable;
  waitlist_entries: WaitlistEntriesTable;
  app_secrets: AppSecretsTable;
  activity_person_types: ActivityPersonTypesTable;
  booking_party: BookingPartyTable;
  promo_codes: PromoCodesTable;
  activity_questions: ActivityQuestionsTable;
  booking_answers: BookingAnswersTable;
  activity_outcomes: ActivityOutcomesTable;
  outcome_verifiers: OutcomeVerifiersTable;
  outcome_reports: OutcomeReportsTable;
  outcome_report_amounts: OutcomeReportAmountsTable;
  outcome_report_photos: OutcomeReportPhotosTable;
  octo_webhooks: OctoWebhooksTable;
  octo_notification_changes: OctoNotificationChangesTable;
  octo_webhook_deliveries: OctoWebhookDeliveriesTable;
}

/** A reseller's OCTO webhook: one URL for one event (docs/decisions/115). */
export interface OctoWebhooksTable {
  id: Generated<string>;
  reseller_id: string;
  event: 'booking_update' | 'availability_update' | 'product_update';
  url: string;
  /** The key of its deliveries' HMAC signature; shown once, at creation. */
  secret: string;
  capabilities: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Date>;
  deleted_at: Date | null;
}

/** A change noted by a trigger in the writer's transaction, until the worker makes its deliveries. */
export interface OctoNotificationChangesTable {
  id: Generated<string>;
  kind: 'booking' | 'availability' | 'product';
  subject: string;
  activity_id: string;
  slot_local_start: Date | null;
  tx: Generated<string>;
  created_at: Generated<Date>;
}

/** The webhooks' outbox: one POST to one URL, retried with backoff until delivered or failed. */
export interface OctoWebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: string;
  reseller_id: string;
  event: string;
  body: string;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  last_status: number | null;
  next_attempt_at: Date;
  created_at: Generated<Date>;
  delivered_at: Date | null;
  failed_at: Date | null;
}

/** Keys the server makes once and every instance shares (docs/decisions/104: the ticket key). */
export interface AppSecretsTable {
  name: string;
  secret: string;
  created_at: Generated<Date>;
}

/** Issue 31 parts 3 and 4 (docs/decisions/103): the kinds of guest; 'adult' is the activity's price_cents. */
export type PersonType = 'adult' | 'child' | 'youth' | 'senior' | 'family';

/** An activity's prices for the other kinds of guest, with the age band its supplier sets. */
export interface ActivityPersonTypesTable {
  activity_id: string;
  person_type: Exclude<PersonType, 'adult'>;
  price_cents: number;
  min_age: number | null;
  max_age: number | null;
  seats: Generated<number>;
}

/** How many of each kind a booking holds, at the price charged (no rows: all adults). */
export interface BookingPartyTable {
  booking_id: string;
  person_type: PersonType;
  quantity: number;
  unit_price_cents: number;
  seats: Generated<number>;
}

export interface PromoCodesTable {
  id: Generated<string>;
  supplier_id: string;
  activity_id: string | null;
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  max_uses: number | null;
  uses: Generated<number>;
  valid_from: string | null;
  valid_until: string | null;
  created_at: Generated<Date>;
  archived_at: NullableTimestamp;
}

export interface ActivityQuestionsTable {
  id: Generated<string>;
  activity_id: string;
  position: number;
  kind: 'text' | 'choice' | 'yes_no';
  label: string;
  options: Generated<string[]>;
  required: Generated<boolean>;
  archived_at: NullableTimestamp;
}

/** An answer keeps the question's label and position as asked. */
export interface BookingAnswersTable {
  booking_id: string;
  question_id: string;
  question_label: string;
  position: number;
  answer: string;
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

/** Issue 32 (docs/decisions/107): what a session of an activity does, per catalogue unit. */
export interface ActivityOutcomesTable {
  activity_id: string;
  unit: string;
  per_participant_hundredths: number;
  project_name: string | null;
  position: Generated<number>;
}

/** Accounts an admin granted the verifier role (users.role stays 'user' | 'admin'). */
export interface OutcomeVerifiersTable {
  user_id: string;
  granted_by: string | null;
  granted_at: Generated<Date>;
}

/** What a session achieved as its supplier reported it, and its review. */
export interface OutcomeReportsTable {
  id: Generated<string>;
  availability_id: string;
  activity_id: string;
  status: Generated<'submitted' | 'queried' | 'verified' | 'rejected'>;
  note: Generated<string>;
  corrects_id: string | null;
  submitted_by: string | null;
  submitted_at: Generated<Date>;
  question: string | null;
  answer: string | null;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OutcomeReportAmountsTable {
  report_id: string;
  unit: string;
  amount_hundredths: number;
}

export interface OutcomeReportPhotosTable {
  report_id: string;
  position: number;
  url: string;
}
