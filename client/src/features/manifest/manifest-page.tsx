import { formatLongDate, formatSlotTimeRange, formatUsdCents } from '@regen/shared/format';
import { PAYMENT_METHODS, type PaymentMethod } from '@regen/shared/schemas/manifest';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField, TextareaField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT, type Translate } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  useCancelSlot,
  useCheckIn,
  useCheckInSlot,
  useLiveManifest,
  useMarkPaid,
  useMessageSlot,
  useSlotManifest,
  type ManifestBooking,
  type SlotManifest,
} from './api.ts';
import { TicketScanner } from './ticket-scanner.tsx';

// A slot's manifest (issue 31 part 5, docs/decisions/104): who is coming, live; check-in by the
// camera or by the code; whole-slot check-in, message and cancellation; payment on site. Prints
// as a plain list (the controls are hidden on paper).

const methodLabel = (t: Translate, method: PaymentMethod) =>
  method === 'cash'
    ? t('manifest.method.cash')
    : method === 'card'
      ? t('manifest.method.card')
      : t('manifest.method.transfer');

export function ManifestPage({ slotId }: { slotId: string }) {
  const t = useT();
  const manifest = useSlotManifest(slotId);
  const [liveNote, setLiveNote] = useState('');
  useLiveManifest((alert) =>
    setLiveNote(
      `${alert.kind === 'cancelled' ? t('supplier.alerts.bookingCancelled') : t('supplier.alerts.newBooking')} ${alert.customerName}`,
    ),
  );

  if (manifest.isPending) {
    return (
      <Container className="py-10">
        <Spinner label={t('manifest.meta.title')} />
      </Container>
    );
  }
  if (manifest.isError) {
    return (
      <Container className="py-10">
        <p role="alert" className="text-red-700">
          {errorMessage(manifest.error, t('errors.unexpected'))}
        </p>
        <BackLink />
      </Container>
    );
  }
  return <ManifestView data={manifest.data} liveNote={liveNote} />;
}

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/supplier-dashboard"
      search={{ view: 'availability' }}
      className={buttonClass('ghost', 'sm', 'print:hidden')}
    >
      {t('manifest.back')}
    </Link>
  );
}

function ManifestView({ data, liveNote }: { data: SlotManifest; liveNote: string }) {
  const t = useT();
  const locale = useLocale();
  const { slot, totals, bookings } = data;
  const live = bookings.filter((b) => b.status !== 'cancelled');
  return (
    <Container className="space-y-6 py-6 print:py-0">
      <BackLink />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {t('manifest.title', { activity: slot.activityTitle })}
        </h1>
        <p className="text-stone-700">
          {t('manifest.when', {
            when: `${formatLongDate(slot.date, locale)}, ${formatSlotTimeRange(slot.startTime, slot.endTime, slot.timeZone, locale)}`,
            spots: slot.spots,
            booked: slot.bookedSpots,
          })}
        </p>
        {!slot.isAvailable && totals.bookings === 0 && bookings.some((b) => b.status === 'cancelled') ? (
          <p className="font-semibold text-red-800">{t('manifest.slotCancelled')}</p>
        ) : null}
        <p className="text-sm text-stone-600 print:hidden">{t('manifest.live')}</p>
        <p aria-live="polite" className="text-sm font-medium text-brand-900 print:hidden">
          {liveNote}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t('manifest.stat.bookings')} value={t('manifest.summary.parties', { count: totals.bookings })} />
        <Stat label={t('manifest.stat.people')} value={t('manifest.summary.people', { count: totals.people })} />
        <Stat
          label={t('manifest.stat.checkedIn')}
          value={t('manifest.summary.checkedIn', { count: totals.checkedIn, total: totals.bookings })}
        />
        <Stat
          label={t('manifest.stat.paid')}
          value={t('manifest.summary.paid', { count: totals.paid, total: totals.bookings })}
        />
      </dl>

      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          {t('manifest.print')}
        </Button>
        <CheckInSlotButton slotId={slot.id} disabled={!slot.checkInOpen || live.length === totals.checkedIn} />
        <MessageSlotButton slotId={slot.id} disabled={live.length === 0} />
        <CancelSlotButton slotId={slot.id} disabled={slot.started || (!slot.isAvailable && live.length === 0)} />
      </div>

      <CheckInPanel />

      {bookings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          {t('manifest.empty')}
        </p>
      ) : (
        <BookingTable bookings={bookings} />
      )}
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3 print:border-stone-400">
      <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function CheckInPanel() {
  const t = useT();
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ tone: 'ok' | 'already' | 'error'; text: string } | null>(null);

  async function submit(value: string) {
    if (!value.trim()) {
      setResult({ tone: 'error', text: t('manifest.checkIn.codeRequired') });
      return;
    }
    try {
      const done = await checkIn.mutateAsync({ code: value });
      setResult(
        done.alreadyCheckedIn
          ? { tone: 'already', text: t('manifest.checkIn.already', { customer: done.customerName }) }
          : {
              tone: 'ok',
              text: t('manifest.checkIn.done', { customer: done.customerName, people: done.attendedPeople }),
            },
      );
      setCode('');
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, t('errors.unexpected')) });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(code);
  }

  return (
    <section
      aria-labelledby="check-in-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5 print:hidden"
    >
      <h2 id="check-in-title" className="text-lg font-semibold text-stone-900">
        {t('manifest.checkIn.title')}
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <InputField
              label={t('manifest.checkIn.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
            />
          </div>
          <Button type="submit" disabled={checkIn.isPending}>
            {t('manifest.checkIn.submit')}
          </Button>
        </form>
        <TicketScanner onCode={(scanned) => void submit(scanned)} />
      </div>
      <p
        role={result?.tone === 'error' ? 'alert' : 'status'}
        className={`mt-3 min-h-6 text-sm font-semibold ${
          result?.tone === 'error' ? 'text-red-700' : result?.tone === 'already' ? 'text-amber-800' : 'text-green-800'
        }`}
      >
        {result?.text ?? ''}
      </p>
    </section>
  );
}

function BookingTable({ bookings }: { bookings: ManifestBooking[] }) {
  const t = useT();
  return (
    <table className="w-full border-separate border-spacing-y-2 text-left text-sm max-md:block print:border-collapse print:text-xs">
      <thead className="text-xs tracking-wide text-stone-600 uppercase max-md:sr-only">
        <tr>
          <th scope="col" className="px-3 py-1">
            {t('manifest.column.guest')}
          </th>
          <th scope="col" className="px-3 py-1">
            {t('manifest.column.party')}
          </th>
          <th scope="col" className="px-3 py-1">
            {t('manifest.column.contact')}
          </th>
          <th scope="col" className="px-3 py-1">
            {t('manifest.column.answers')}
          </th>
          <th scope="col" className="px-3 py-1">
            {t('manifest.column.payment')}
          </th>
          <th scope="col" className="px-3 py-1">
            {t('manifest.column.checkIn')}
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">
        {bookings.map((b) => (
          <BookingRow key={b.id} booking={b} />
        ))}
      </tbody>
    </table>
  );
}

const cell =
  'bg-white px-3 py-3 align-top max-md:block max-md:py-1.5 md:border-y md:border-stone-200 md:first:rounded-l-xl md:first:border-l md:last:rounded-r-xl md:last:border-r print:border print:border-stone-400';

function BookingRow({ booking: b }: { booking: ManifestBooking }) {
  const t = useT();
  const locale = useLocale();
  const cancelled = b.status === 'cancelled';
  return (
    <tr
      aria-label={b.customerName}
      className={`max-md:block max-md:overflow-hidden max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:bg-white max-md:py-2 ${cancelled ? 'opacity-60' : ''}`}
    >
      <td className={cell}>
        <p className="font-semibold text-stone-900">{b.customerName}</p>
        <p className="font-mono text-xs text-stone-600">{t('manifest.reference', { reference: b.reference })}</p>
        {cancelled ? (
          <p className="text-xs font-medium text-red-800">
            {t('manifest.status.cancelled', { reason: b.cancellationReason ?? '' })}
          </p>
        ) : null}
      </td>
      <td className={cell}>
        <ul>
          {b.party.map((p) => (
            <li key={p.type} className="whitespace-nowrap">
              {t('manifest.personType', { type: p.type, count: p.quantity })}
            </li>
          ))}
        </ul>
        <p className="text-xs text-stone-600">{formatUsdCents(b.totalPriceCents, locale)}</p>
      </td>
      <td className={cell}>
        <p>
          <a href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`} className="text-brand-800 underline">
            {b.customerPhone}
          </a>
        </p>
        <p className="break-all">
          <a href={`mailto:${b.customerEmail}`} className="text-brand-800 underline">
            {b.customerEmail}
          </a>
        </p>
      </td>
      <td className={cell}>
        {b.answers.length === 0 && !b.specialRequests ? (
          <p className="text-stone-500">{t('manifest.noAnswers')}</p>
        ) : (
          <ul className="space-y-0.5">
            {b.answers.map((a) => (
              <li key={a.question}>{t('manifest.answer', { question: a.question, answer: a.answer })}</li>
            ))}
            {b.specialRequests ? <li>{t('manifest.specialRequests', { requests: b.specialRequests })}</li> : null}
          </ul>
        )}
      </td>
      <td className={cell}>
        {b.paid ? (
          <p className="font-medium text-green-800">
            {b.paymentMethod
              ? t('manifest.paid', { method: b.paymentMethod })
              : t('status.payment', { status: 'completed' })}
          </p>
        ) : (
          <p className="font-medium text-amber-800">{t('manifest.unpaid')}</p>
        )}
        {!cancelled && !b.paid ? <MarkPaidForm bookingId={b.id} customerName={b.customerName} /> : null}
      </td>
      <td className={cell}>
        {b.attendance === 'attended' ? (
          <p className="font-semibold text-green-800">
            {t('manifest.checkedInPeople', { count: b.attendedPeople ?? b.numberOfPeople })}
          </p>
        ) : b.attendance === 'no_show' ? (
          <p className="font-medium text-red-800">{t('manifest.noShow')}</p>
        ) : cancelled ? null : (
          <p className="text-stone-600">
            <span aria-hidden="true" className="hidden print:inline">
              ☐{' '}
            </span>
            {t('manifest.notCheckedIn')}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Marks a booking paid on site (cash, card or transfer): the manifest's and the Bookings tab's. */
export function MarkPaidForm({ bookingId, customerName }: { bookingId: string; customerName: string }) {
  const t = useT();
  const markPaid = useMarkPaid();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await markPaid.mutateAsync({ bookingId, method });
      notify.success(t('manifest.markedPaid', { customer: customerName }));
    } catch (error) {
      notify.destructive(t('supplier.error'), errorMessage(error, t('errors.unexpected')));
    }
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-2 flex flex-wrap items-center gap-2 print:hidden">
      <label className="sr-only" htmlFor={`method-${bookingId}`}>
        {t('manifest.paymentMethod')}
      </label>
      <select
        id={`method-${bookingId}`}
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        className="h-8 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {methodLabel(t, m)}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={markPaid.isPending}
        aria-label={t('manifest.markPaidFor', { customer: customerName })}
      >
        {t('manifest.markPaid')}
      </Button>
    </form>
  );
}

function CheckInSlotButton({ slotId, disabled }: { slotId: string; disabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const checkInSlot = useCheckInSlot();
  async function confirm() {
    try {
      const { checkedIn } = await checkInSlot.mutateAsync({ slotId });
      notify.success(t('manifest.checkInSlot.done', { count: checkedIn }));
      setOpen(false);
    } catch (error) {
      notify.destructive(t('supplier.error'), errorMessage(error, t('errors.unexpected')));
    }
  }
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        {t('manifest.checkInSlot')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('manifest.checkInSlot')}
        description={t('manifest.checkInSlot.confirm')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('manifest.cancelSlot.keep')}
          </Button>
          <Button disabled={checkInSlot.isPending} onClick={() => void confirm()}>
            {t('manifest.checkInSlot')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function MessageSlotButton({ slotId, disabled }: { slotId: string; disabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const messageSlot = useMessageSlot();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('manifest.messageSlot.blank'));
      return;
    }
    try {
      const { sent } = await messageSlot.mutateAsync({ slotId, text });
      notify.success(t('manifest.messageSlot.done', { count: sent }));
      setText('');
      setError(undefined);
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, t('errors.unexpected')));
    }
  }
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        {t('manifest.messageSlot')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('manifest.messageSlot.title')}>
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <TextareaField
            label={t('manifest.messageSlot.label')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={4}
            error={error}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={messageSlot.isPending}>
              {t('manifest.messageSlot.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function CancelSlotButton({ slotId, disabled }: { slotId: string; disabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancelSlot = useCancelSlot();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('manifest.cancelSlot.reasonRequired'));
      return;
    }
    try {
      const { cancelledBookings } = await cancelSlot.mutateAsync({ slotId, reason });
      notify.success(t('manifest.cancelSlot.done', { count: cancelledBookings }));
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, t('errors.unexpected')));
    }
  }
  return (
    <>
      <Button variant="destructive" disabled={disabled} onClick={() => setOpen(true)}>
        {t('manifest.cancelSlot')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('manifest.cancelSlot.title')}
        description={t('manifest.cancelSlot.body')}
      >
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <TextareaField
            label={t('manifest.cancelSlot.reason')}
            placeholder={t('manifest.cancelSlot.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            error={error}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('manifest.cancelSlot.keep')}
            </Button>
            <Button type="submit" variant="destructive" disabled={cancelSlot.isPending}>
              {t('manifest.cancelSlot.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
