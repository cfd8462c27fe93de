import { formatSlotDateTime } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { refusalMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useFullSlots, useJoinWaitlist } from './api.ts';

type FullSlot = { id: string; date: string; startTime: string; endTime: string };

function JoinForm({
  slot,
  when,
  maxParticipants,
  defaultName,
  onDone,
}: {
  slot: FullSlot;
  when: string;
  maxParticipants: number;
  defaultName: string;
  onDone: () => void;
}) {
  const t = useT();
  const join = useJoinWaitlist();
  const [people, setPeople] = useState('1');
  const [name, setName] = useState(defaultName);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await join.mutateAsync({
        availabilityId: slot.id,
        numberOfPeople: Number.parseInt(people, 10) || 0,
        customerName: name,
        customerPhone: phone,
      });
      setJoined(true);
      notify.success(t('waitlist.join.joinedTitle'), t('waitlist.join.joined'));
    } catch (failure) {
      const message = refusalMessage(failure, t('waitlist.join.failed'));
      setError(message);
      notify.destructive(t('waitlist.join.failedTitle'), message);
    }
  };

  if (joined) {
    return (
      <div role="status" className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="font-semibold">{t('waitlist.join.joinedTitle')}</p>
        <p>{t('waitlist.join.joined')}</p>
        <Link to="/waitlist" className="mt-1 inline-block font-medium underline">
          {t('waitlist.join.myWaitlist')}
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('waitlist.join.formTitle', { when })}
      className="mt-3 space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <p className="text-sm font-semibold text-stone-900">{t('waitlist.join.formTitle', { when })}</p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <InputField
          label={t('booking.form.people')}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxParticipants}
          value={people}
          onChange={(e) => setPeople(e.target.value)}
        />
        <InputField
          label={t('waitlist.join.name')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <InputField
        label={t('booking.form.phone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={join.isPending}>
          {join.isPending ? t('waitlist.join.joining') : t('waitlist.join.submit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('waitlist.join.close')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The booking page's fully booked times, each with "Join waitlist" (docs/decisions/095): a
 * signed-in traveler says for how many and who; signed out, a link to sign in first.
 */
export function JoinWaitlist({
  activityId,
  timeZone,
  maxParticipants,
  signInPath,
}: {
  activityId: string;
  timeZone: string;
  maxParticipants: number;
  /** Where signing in starts, returning to this page. */
  signInPath: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const full = useFullSlots(activityId);
  const [open, setOpen] = useState<string | null>(null);
  if (!full.data || full.data.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-heading" className="mt-6 border-t border-stone-200 pt-5">
      <h3 id="waitlist-heading" className="text-base font-semibold text-stone-900">
        {t('waitlist.join.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('waitlist.join.hint')}</p>
      <ul className="mt-3 space-y-2">
        {full.data.map((slot) => {
          const when = formatSlotDateTime(slot.date, slot.startTime, timeZone, locale);
          return (
            <li key={slot.id} className="rounded-lg border border-stone-200 bg-white px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-stone-900">{when}</span>
                {user ? (
                  open === slot.id ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('waitlist.join.openFor', { when })}
                      onClick={() => setOpen(slot.id)}
                    >
                      {t('waitlist.join.open')}
                    </Button>
                  )
                ) : (
                  <a href={signInPath} className={buttonClass('outline', 'sm')}>
                    {t('waitlist.join.signIn')}
                  </a>
                )}
              </div>
              {user && open === slot.id ? (
                <JoinForm
                  slot={slot}
                  when={when}
                  maxParticipants={maxParticipants}
                  defaultName={[user.firstName, user.lastName].filter(Boolean).join(' ')}
                  onDone={() => setOpen(null)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
