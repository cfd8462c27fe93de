import { useT } from '../../lib/i18n.tsx';
import { useTicket } from './api.ts';
import { QrCode } from './qr-code.tsx';

/**
 * The traveler's ticket on their booking page (docs/decisions/104): the QR code the host scans,
 * the code to type if the camera fails, and that payment is made on site (never a debt).
 */
export function TicketCard({ bookingId }: { bookingId: string }) {
  const t = useT();
  const ticket = useTicket(bookingId);
  if (!ticket.data?.code) return null;
  const { code, paid } = ticket.data;
  return (
    <section aria-labelledby="ticket-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="ticket-title" className="text-lg font-semibold text-stone-900">
        {t('ticket.title')}
      </h2>
      <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode value={code} alt={t('ticket.qrAlt', { code })} size={192} />
        <div className="space-y-2 text-sm text-stone-700">
          <p>{t('ticket.hint')}</p>
          <p className="font-mono text-base font-semibold tracking-wide break-all text-stone-900">
            {t('ticket.code', { code })}
          </p>
          <p>{paid ? t('ticket.paid') : t('ticket.payOnSite')}</p>
        </div>
      </div>
    </section>
  );
}
