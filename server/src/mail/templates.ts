import { bookingReference } from '@regen/shared/booking-reference';
import { formatLongDate, formatSlotDateTime, formatUsdCents } from '@regen/shared/format';
import { formatMessage, type MessageArgs, type MessageKey } from '@regen/shared/i18n';
import { localePath } from '@regen/shared/i18n/locale-paths';
import { mailFormatLocale, mailLocale } from './mail-locale.ts';
import type { OutgoingEmail } from './outbox.ts';
import { simpleHtml } from './outbox.ts';

// Plain-text and HTML bodies of every email the server sends (docs/design.md §7), every sentence
// from the message catalogue (docs/decisions/088). Links are absolute, built from PUBLIC_URL, so
// they work from any mail client and /dev/mailbox. A mail is written in its reader's locale:
// English until a profile keeps one (issue 33).

type Mail = Omit<OutgoingEmail, 'to' | 'sendAfter'>;

/** A sentence of a mail, from the catalogue in the mail's locale (its reader's: mail-locale.ts). */
export const mailText = <K extends MessageKey>(key: K, ...values: MessageArgs<K>) =>
  formatMessage(mailLocale(), key, ...values);
const m = mailText;

/** 'Hello Ana,' or, without a name, 'Hello,'. */
export const mailGreeting = (name: string) => (name ? m('mail.greeting', { name }) : m('mail.greetingAnonymous'));
const greeting = mailGreeting;

/**
 * A page's absolute URL in the mail's locale: '/de/traveler-dashboard' in a German mail, the
 * spec's path in an English one (docs/decisions/118), so its reader lands on their language.
 */
export const mailPageUrl = (publicUrl: string, path: string) =>
  new URL(localePath(mailLocale(), path), publicUrl).toString();

function link(publicUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(mailPageUrl(publicUrl, path));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function verificationEmail(publicUrl: string, firstName: string, token: string): Mail {
  const url = link(publicUrl, '/auth', { mode: 'verify', token });
  const lines = [greeting(firstName), m('mail.verification.welcome'), m('mail.verification.validity')];
  return {
    kind: 'verification',
    subject: m('mail.verification.subject'),
    text: [lines[0], lines[1], m('mail.verification.link', { url }), lines[2], m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.verification.button'), url }),
  };
}

export function passwordResetEmail(
  publicUrl: string,
  firstName: string,
  token: string,
  from: 'traveler' | 'supplier',
): Mail {
  const url = link(publicUrl, '/auth', { mode: 'reset', token, ...(from === 'supplier' ? { from } : {}) });
  const lines = [greeting(firstName), m('mail.passwordReset.request'), m('mail.passwordReset.validity')];
  return {
    kind: 'password_reset',
    subject: m('mail.passwordReset.subject'),
    text: [lines[0], lines[1], m('mail.passwordReset.link', { url }), lines[2], m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.passwordReset.button'), url }),
  };
}

/** To the owner of an address someone signed up with (no account enumeration, docs/decisions/112). */
export function accountExistsEmail(publicUrl: string, firstName: string): Mail {
  const url = link(publicUrl, '/auth', {});
  const lines = [greeting(firstName), m('mail.accountExists.body'), m('mail.accountExists.notYou')];
  return {
    kind: 'account_exists',
    subject: m('mail.accountExists.subject'),
    text: [lines[0], lines[1], m('mail.accountExists.signIn', { url }), lines[2], m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.accountExists.button'), url }),
  };
}

export function activityStatusEmail(
  publicUrl: string,
  values: { contactPerson: string; title: string; status: 'approved' | 'rejected'; reason: string | null },
): Mail {
  const dashboard = mailPageUrl(publicUrl, '/supplier-dashboard');
  const { title } = values;
  const approved = values.status === 'approved';
  const lines = approved
    ? [
        greeting(values.contactPerson),
        m('mail.activityApproved.body', { title }),
        // Travelers can book it only once it has dates (issue 31 part 2, docs/decisions/102).
        m('mail.activityApproved.addSlots', { url: `${dashboard}?view=availability` }),
      ]
    : [
        greeting(values.contactPerson),
        m('mail.activityRejected.body', { title }),
        ...(values.reason ? [m('mail.activityRejected.reason', { reason: values.reason })] : []),
        m('mail.activityRejected.edit'),
      ];
  return {
    kind: approved ? 'activity_approved' : 'activity_rejected',
    subject: approved ? m('mail.activityApproved.subject', { title }) : m('mail.activityRejected.subject', { title }),
    text: [...lines, m('mail.activityStatus.link', { url: dashboard }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.activityStatus.button'), url: dashboard }),
  };
}

/** A booking as its emails describe it: the slot's date and time as stored, in the activity's zone. */
export interface BookingMailValues {
  publicUrl: string;
  activityTitle: string;
  businessName: string;
  date: string;
  startTime: string;
  /** The activity's time zone, named next to the time (docs/decisions/023). */
  timeZone: string;
  numberOfPeople: number;
  customerName: string;
}

const when = (b: BookingMailValues) => formatSlotDateTime(b.date, b.startTime, b.timeZone, mailFormatLocale());
const travelerDashboard = (publicUrl: string) => mailPageUrl(publicUrl, '/traveler-dashboard');
const supplierDashboard = (publicUrl: string) => mailPageUrl(publicUrl, '/supplier-dashboard');

/** The traveler's confirmation of a new booking. */
export function bookingConfirmedEmail(
  b: BookingMailValues & {
    totalPriceCents: number;
    cancellationPolicy: string;
    bookingId?: string;
    /** The party and the promo code's discount (docs/decisions/103). */
    extraLines?: readonly string[];
  },
): Mail {
  const dashboard = travelerDashboard(b.publicUrl);
  // The confirmation page (/bookings/{id}) and its short reference (docs/decisions/095).
  const page = b.bookingId ? mailPageUrl(b.publicUrl, `/bookings/${b.bookingId}`) : null;
  const lines = [
    m('mail.greeting', { name: b.customerName }),
    m('mail.bookingConfirmed.body', {
      activity: b.activityTitle,
      business: b.businessName,
      when: when(b),
      people: b.numberOfPeople,
    }),
    m('mail.bookingConfirmed.total', { total: formatUsdCents(b.totalPriceCents, mailFormatLocale()) }),
    ...(b.extraLines ?? []),
    m('mail.bookingConfirmed.policy', { policy: b.cancellationPolicy }),
    ...(b.bookingId ? [m('mail.bookingReference', { reference: bookingReference(b.bookingId) })] : []),
  ];
  return {
    kind: 'booking_confirmed',
    subject: m('mail.bookingConfirmed.subject', {
      activity: b.activityTitle,
      date: formatLongDate(b.date, mailFormatLocale()),
    }),
    text: [
      ...lines,
      ...(page ? [m('mail.bookingConfirmed.page', { url: page })] : []),
      m('mail.bookingConfirmed.link', { url: dashboard }),
    ].join('\n\n'),
    html: page
      ? simpleHtml(lines, { label: m('mail.button.viewBooking'), url: page })
      : simpleHtml(lines, { label: m('mail.button.myBookings'), url: dashboard }),
  };
}

/** The supplier's notice of a new booking of one of their activities. */
export function newBookingSupplierEmail(
  b: BookingMailValues & {
    totalPriceCents: number;
    customerEmail: string;
    customerPhone: string;
    specialRequests: string | null | undefined;
    /** The party, the promo code's discount and the answers to the activity's questions (docs/decisions/103). */
    extraLines?: readonly string[];
  },
): Mail {
  const dashboard = supplierDashboard(b.publicUrl);
  const lines = [
    m('mail.bookingNew.body', { activity: b.activityTitle, when: when(b) }),
    m('mail.bookingNew.customer', {
      customer: b.customerName,
      email: b.customerEmail,
      phone: b.customerPhone,
      people: b.numberOfPeople,
      total: formatUsdCents(b.totalPriceCents, mailFormatLocale()),
    }),
    ...(b.extraLines ?? []),
    ...(b.specialRequests ? [m('mail.bookingNew.requests', { requests: b.specialRequests })] : []),
  ];
  return {
    kind: 'booking_new_supplier',
    subject: m('mail.bookingNew.subject', {
      activity: b.activityTitle,
      date: formatLongDate(b.date, mailFormatLocale()),
    }),
    text: [...lines, m('mail.bookingNew.link', { url: dashboard })].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.button.supplierDashboard'), url: dashboard }),
  };
}

/** A cancellation, for the traveler or the supplier; `cancelledBy` is the name of who cancelled. */
export function bookingCancelledEmail(
  b: BookingMailValues & { cancelledBy: string; reason: string },
  recipient: 'traveler' | 'supplier',
): Mail {
  const lines = [
    m('mail.bookingCancelled.body', {
      activity: b.activityTitle,
      when: when(b),
      people: b.numberOfPeople,
      cancelledBy: b.cancelledBy,
    }),
    m('mail.bookingCancelled.reason', { reason: b.reason }),
  ];
  const subject = m('mail.bookingCancelled.subject', {
    activity: b.activityTitle,
    date: formatLongDate(b.date, mailFormatLocale()),
  });
  if (recipient === 'traveler') {
    const dashboard = travelerDashboard(b.publicUrl);
    return {
      kind: 'booking_cancelled',
      subject,
      text: [...lines, m('mail.bookingCancelled.travelerLink', { url: dashboard })].join('\n\n'),
      html: simpleHtml(lines, { label: m('mail.button.myBookings'), url: dashboard }),
    };
  }
  const dashboard = supplierDashboard(b.publicUrl);
  const supplierLines = [...lines, m('mail.bookingCancelled.customer', { customer: b.customerName })];
  return {
    kind: 'booking_cancelled',
    subject,
    text: [...supplierLines, m('mail.bookingCancelled.supplierLink', { url: dashboard })].join('\n\n'),
    html: simpleHtml(supplierLines, { label: m('mail.button.supplierDashboard'), url: dashboard }),
  };
}

/**
 * To the old supplier: a reseller moved a booking to another supplier's activity over OCTO
 * (docs/decisions/122); its spots on the old slot are free again.
 */
export function bookingMovedAwayEmail(b: BookingMailValues & { movedBy: string }): Mail {
  const dashboard = supplierDashboard(b.publicUrl);
  const lines = [
    m('mail.bookingMovedAway.body', {
      activity: b.activityTitle,
      when: when(b),
      people: b.numberOfPeople,
      movedBy: b.movedBy,
    }),
    m('mail.bookingCancelled.customer', { customer: b.customerName }),
    m('mail.bookingMovedAway.spots'),
  ];
  return {
    kind: 'booking_moved_away',
    subject: m('mail.bookingMovedAway.subject', {
      activity: b.activityTitle,
      date: formatLongDate(b.date, mailFormatLocale()),
    }),
    text: [...lines, m('mail.bookingCancelled.supplierLink', { url: dashboard })].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.button.supplierDashboard'), url: dashboard }),
  };
}

/** Characters of one quoted message in a new-message email (a message holds up to 2,000). */
export const NEW_MESSAGE_QUOTE_LENGTH = 500;

/**
 * The (delayed) notice of new messages in a conversation (a booking's, or a question before
 * booking when `date` is null), quoting them oldest first so the reader knows what was said.
 */
export function newMessageEmail(values: {
  senderName: string;
  activityTitle: string;
  date: string | null;
  startTime: string | null;
  timeZone: string;
  conversationUrl: string;
  /** The unread messages to quote, oldest first. */
  quotes: string[];
}): Mail {
  const intro =
    values.date && values.startTime
      ? m('mail.newMessage.body', {
          sender: values.senderName,
          activity: values.activityTitle,
          when: formatSlotDateTime(values.date, values.startTime, values.timeZone, mailFormatLocale()),
        })
      : m('mail.newMessage.questionBody', { sender: values.senderName, activity: values.activityTitle });
  const quotes = values.quotes.map((q) =>
    q.length > NEW_MESSAGE_QUOTE_LENGTH ? `${q.slice(0, NEW_MESSAGE_QUOTE_LENGTH - 1)}…` : q,
  );
  const quotedText = quotes.map((q) =>
    q
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  );
  const open = m('mail.newMessage.open');
  return {
    kind: 'new_message',
    subject: m('mail.newMessage.subject', { sender: values.senderName }),
    text: [intro, ...quotedText, open, values.conversationUrl].join('\n\n'),
    html: simpleHtml(
      [intro],
      { label: m('mail.newMessage.button'), url: values.conversationUrl },
      {
        texts: quotes,
        after: [open],
      },
    ),
  };
}

/** The traveler's reminder, sent 24 hours before the slot starts (docs/decisions/061). */
export function bookingReminderEmail(b: BookingMailValues & { meetingPlace: string }): Mail {
  const dashboard = travelerDashboard(b.publicUrl);
  const lines = [
    m('mail.greeting', { name: b.customerName }),
    m('mail.bookingReminder.body', {
      activity: b.activityTitle,
      business: b.businessName,
      when: when(b),
      people: b.numberOfPeople,
    }),
    m('mail.bookingReminder.meetingPlace', { place: b.meetingPlace }),
  ];
  return {
    kind: 'booking_reminder',
    subject: m('mail.bookingReminder.subject', {
      activity: b.activityTitle,
      date: formatLongDate(b.date, mailFormatLocale()),
    }),
    text: [...lines, m('mail.bookingReminder.link', { url: dashboard })].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.button.myBookings'), url: dashboard }),
  };
}
