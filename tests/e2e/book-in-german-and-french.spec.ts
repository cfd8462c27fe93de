import type { APIRequestContext, Page } from '@playwright/test';
import { formatLongDate } from '@regen/shared/format';
import { formatMessage, type MessageArgs, type MessageKey } from '@regen/shared/i18n';
import { loadLocaleCatalogues } from '../../server/src/modules/locales/index.ts';
import { expect, test } from './test.ts';
import { daysAhead, pickCalendarDay, uniqueEmail } from './helpers.ts';

/** A field's label as the page writes it: the text, then the required mark ("*") when there is one. */
const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

// A new traveler books in German and in French, on a phone and on a desktop (issue 33, docs/decisions/109
// and 118): from the country's experiences under /de or /fr, through the sign-up detour (the
// booking is kept for the account-to-be, docs/decisions/093), the confirmation link of the mail
// (which keeps the language), sign-in and the booking; then the confirmation mail, its dates and
// its .ics are read in that language. The texts come from the catalogue of that language; the
// subjects and dates are also checked against the literal words and month names. Seeded
// activities no other test books, each on a day of its own, well outside the cancellation window.

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await loadLocaleCatalogues();
});

interface Journey {
  locale: 'de' | 'fr';
  language: string;
  device: 'phone' | 'desktop';
  viewport: { width: number; height: number };
  country: string;
  activity: string;
  business: string;
  days: number;
  name: { first: string; last: string };
  phone: string;
  /** The subject as the language writes it, from the date as that language writes it. */
  subject: (activity: string, date: string) => string;
  /** The long date's shape: day, month name of that language, year. */
  longDate: RegExp;
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const german = {
  locale: 'de',
  language: 'German',
  country: 'Finland',
  business: 'Baltic Shores Collective',
  name: { first: 'Greta', last: 'Lindner' },
  phone: '+49 30 1234 5678',
  subject: (activity: string, date: string) => `Buchung bestätigt: ${activity} am ${date}`,
  longDate: /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
} as const;
const french = {
  locale: 'fr',
  language: 'French',
  country: 'Portugal',
  activity: 'Ria Formosa Saltmarsh Restoration',
  business: 'Costa Viva Cooperative',
  name: { first: 'Camille', last: 'Martin' },
  phone: '+33 6 12 34 56 78',
  subject: (activity: string, date: string) => `Réservation confirmée\u00a0: ${activity} le ${date}`,
  longDate:
    /^(1er|\d{1,2}) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
} as const;

const journeys: Journey[] = [
  {
    ...german,
    device: 'phone',
    viewport: phone,
    activity: 'Archipelago Reed Harvest for a Cleaner Baltic',
    days: 15,
  },
  { ...german, device: 'desktop', viewport: desktop, activity: 'Nuuksio Forest Foraging and Smoke Sauna', days: 16 },
  { ...french, device: 'phone', viewport: phone, days: 15 },
  { ...french, device: 'desktop', viewport: desktop, days: 17 },
];

interface DevMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  attachments: { filename: string; url: string }[];
}

/** The mails /dev/mailbox lists to `to` of `kind` (the mail client of these tests). */
async function mailsTo(request: APIRequestContext, to: string, kind: string): Promise<DevMail[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as DevMail[]).filter((m) => m.to === to && m.kind === kind);
}

async function expectToast(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}

for (const j of journeys) {
  const t = <K extends MessageKey>(key: K, ...values: MessageArgs<K>) => formatMessage(j.locale, key, ...values);

  test.describe(`in ${j.language} on a ${j.device}`, () => {
    test.use({ viewport: j.viewport });

    test(`a new traveler books through the sign-up detour, and the confirmation mail and its .ics are in ${j.language}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto(`/${j.locale}/experiences/${encodeURIComponent(j.country)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', j.locale);
      await page.getByRole('link', { name: t('public.activity.bookNowName', { title: j.activity }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: j.activity })).toBeVisible();
      const bookingPath = new URL(page.url()).pathname;
      expect(bookingPath.startsWith(`/${j.locale}/booking/`)).toBe(true);

      const date = daysAhead(j.days);
      await pickCalendarDay(page, date);
      await page
        .getByRole('radiogroup', { name: t('booking.slots.label') })
        .getByRole('radio')
        .first()
        .check();
      await page.getByLabel(t('booking.form.people')).selectOption('2');
      await page.getByLabel(t('booking.form.fullName')).fill(`${j.name.first} ${j.name.last}`);
      const email = uniqueEmail(`${j.locale}-${j.device}`);
      await page.getByLabel(t('booking.form.email')).fill(email);
      await page.getByLabel(t('booking.form.phone')).fill(j.phone);
      await page.getByRole('button', { name: t('booking.form.confirm') }).click();

      // The detour, in the page's language: sign up, the form starting from what was typed.
      await expectToast(page, t('booking.toast.authRequired'));
      await expect(page).toHaveURL(new RegExp(`/${j.locale}/traveler-signup\\?redirect=`));
      await expect(page.getByRole('heading', { name: t('auth.travelerSignUp.title') })).toBeVisible();
      await expect(page.getByLabel(t('auth.field.firstName'))).toHaveValue(j.name.first);
      await expect(page.getByLabel(t('auth.field.email'))).toHaveValue(email);
      await page.getByLabel(fieldLabel(t('auth.field.password'))).fill('language-password');
      await page.getByLabel(fieldLabel(t('auth.field.confirmPassword'))).fill('language-password');
      await page.getByRole('button', { name: t('auth.travelerSignUp.submit') }).click();
      await expect(page.getByText(t('auth.travelerSignUp.doneTitle'))).toBeVisible();

      // The confirmation mail, in the sign-up page's language, opened as a mail client does (a new
      // browser); its link keeps the language.
      const mailClient = await browser.newContext({ viewport: j.viewport });
      const mailTab = await mailClient.newPage();
      const [verification] = await mailsTo(mailTab.request, email, 'verification');
      expect(verification!.subject).toBe(
        j.locale === 'de' ? 'Bitte bestätigen Sie Ihre E-Mail-Adresse' : 'Confirmez votre adresse e-mail',
      );
      const link = /https?:\/\/\S+/.exec(verification!.text)![0];
      expect(new URL(link).pathname).toBe(`/${j.locale}/auth`);
      await mailTab.goto(link);
      await expect(mailTab.getByText(t('auth.verify.confirmed'))).toBeVisible();
      await mailTab.getByLabel(t('auth.field.email')).fill(email);
      await mailTab.getByLabel(fieldLabel(t('auth.field.password'))).fill('language-password');
      await mailTab.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click();

      // Back to the booking as it was left, in the same language, and booked.
      await expectToast(mailTab, t('auth.signIn.welcomeFirst'));
      await expect(mailTab).toHaveURL(`${baseURL}${bookingPath}`);
      await expect(mailTab.getByLabel(t('booking.form.fullName'))).toHaveValue(`${j.name.first} ${j.name.last}`);
      await mailTab.getByRole('button', { name: t('booking.form.confirm') }).click();
      await expect(mailTab.getByText(t('booking.toast.confirmed')).first()).toBeVisible();

      // The booking's mail: subject, greeting, date and link in the language.
      const longDate = formatLongDate(date, j.locale === 'de' ? 'de-DE' : 'fr-FR');
      expect(longDate).toMatch(j.longDate);
      const [confirmation] = await mailsTo(mailTab.request, email, 'booking_confirmed');
      expect(confirmation!.subject).toBe(j.subject(j.activity, longDate));
      const paragraphs = confirmation!.text.split('\n\n');
      expect(paragraphs[0]).toBe(t('mail.greeting', { name: `${j.name.first} ${j.name.last}` }));
      expect(paragraphs[1]).toContain(longDate);
      expect(paragraphs[1]).toContain(j.activity);
      expect(paragraphs).toContain(
        t('mail.bookingConfirmed.link', { url: `${baseURL}/${j.locale}/traveler-dashboard` }),
      );

      // Its calendar file, in the language too.
      const ics = confirmation!.attachments.find((a) => a.filename === 'booking.ics')!;
      const file = await mailTab.request.get(ics.url);
      expect(file.ok()).toBe(true);
      // Unfolded, and the text's escapes (RFC 5545 3.3.11) read back.
      const text = (await file.text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
      expect(text).toContain(
        `SUMMARY:${t('calendar.traveler.summary', { activity: j.activity, business: j.business })}`,
      );
      expect(text).toContain(t('calendar.traveler.party', { business: j.business, people: 2 }));
      await mailClient.close();
    });
  });
}
