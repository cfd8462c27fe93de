import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '@regen/shared/i18n';
import { inMailLocale } from '../../mail/mail-locale.ts';

// The reader's locale for the mails a request writes (docs/decisions/109): the browser sends the
// locale of the page it is on (`x-regen-locale`, client/src/lib/trpc.ts) with every API call,
// so a booking made on /de/booking/… is confirmed in German, its .ics included.

export const LOCALE_HEADER = 'x-regen-locale';

export function registerRequestLocale(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[LOCALE_HEADER];
    const locale = LOCALES.find((l): l is Locale => l === header);
    if (locale) inMailLocale(locale, done);
    else done();
  });
}
