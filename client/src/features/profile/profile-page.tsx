import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { formatLongDate, formatUsdCents } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ActivityStatusBadge } from '../../components/ui/status-badges.tsx';
import { useAuth, useSignOut } from '../../lib/auth.ts';
import { notify } from '../../lib/toast.ts';
import { TravelerBookings } from '../bookings/index.ts';
import { AccountSecurityPanel } from '../account-security/index.ts';
import { SecondFactorPanel } from '../second-factor/index.ts';
import { CalendarFeedPanel } from '../calendars/index.ts';
import { PointsSummary } from '../impact/index.ts';
import { ReviewQueueLink } from '../outcomes/index.ts';
import { useProfile } from './api.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/** Stands for the price inside its sentence, where the text is split around it (the price is bold). */
const MARK = '\u0000';

/** /profile: the landing page after sign-in; supplier or traveler view decided on the server. */
export function ProfilePage() {
  const profile = useProfile();
  const { user } = useAuth();
  const t = useT();

  useEffect(() => {
    if (profile.isError) notify.destructive(t('profile.errorTitle'), t('profile.loadFailed'));
  }, [profile.isError, t]);

  if (profile.isPending) return <Spinner label={t('profile.loading')} className="py-24" />;
  if (profile.isError) {
    return (
      <Container className="py-20 text-center">
        <p role="alert" className="text-stone-800">
          {t('profile.loadFailed')}
        </p>
      </Container>
    );
  }
  const data = profile.data;
  const isSupplier = data.kind === 'supplier';
  const name = isSupplier
    ? data.supplier.businessName
    : t('profile.fullName', { firstName: data.account.firstName, lastName: data.account.lastName }).trim() ||
      data.account.email;

  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <ProfileHeader kind={data.kind} name={name} email={data.account.email} />
        {/* A verifier lands here after signing in: their way to the reports waiting (docs/decisions/120). */}
        <ReviewQueueLink className="mt-6" />
        {data.kind === 'supplier' ? (
          <SupplierListings listings={data.listings} />
        ) : (
          // Regen Points (live), then My Bookings: the bookings feature's one list (also /traveler-dashboard's).
          <>
            <PointsSummary />
            <TravelerBookings layout="profile" />
            <CalendarFeedPanel scope="traveler" className="mt-10" />
          </>
        )}
        <SecondFactorPanel kind={user?.isAdmin ? 'admin' : data.kind} className="mt-10" />
        <AccountSecurityPanel className="mt-10" />
      </Container>
    </div>
  );
}

function ProfileHeader({ kind, name, email }: { kind: 'supplier' | 'traveler'; name: string; email: string }) {
  const { signOut, signOutEverywhere, isPending } = useSignOut();
  const t = useT();
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('profile.kind', { kind })}</p>
        <h1 className="mt-1 text-2xl font-bold text-stone-900 sm:text-3xl">{name}</h1>
        <p className="text-sm [overflow-wrap:anywhere] text-stone-600">{email}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/" className={buttonClass('outline')}>
          {t('profile.home')}
        </Link>
        <Button variant="secondary" disabled={isPending} onClick={signOut}>
          {t('profile.signOut')}
        </Button>
        <Button variant="outline" disabled={isPending} onClick={signOutEverywhere}>
          {t('profile.signOutEverywhere')}
        </Button>
      </div>
    </Card>
  );
}

type Listing = inferRouterOutputs<AppRouter>['traveler']['profile']['listings'][number];

function SupplierListings({ listings }: { listings: Listing[] }) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <section aria-labelledby="listings-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" className="text-xl font-bold text-stone-900">
          {t('profile.listings.title')}
        </h2>
        <div className="flex gap-2">
          <Link to="/supplier-dashboard" search={{ view: 'add' }} className={buttonClass('primary')}>
            {t('profile.listings.add')}
          </Link>
          <Link to="/supplier-dashboard" className={buttonClass('outline')}>
            {t('profile.listings.dashboard')}
          </Link>
        </div>
      </div>
      {listings.length === 0 ? (
        <Card className="mt-6 p-8 text-center">
          <p className="font-semibold text-stone-900">{t('profile.listings.empty')}</p>
          <p className="mt-1 text-sm text-stone-600">{t('profile.listings.emptyText')}</p>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((a) => {
            const [beforePrice, afterPrice] = t('profile.listings.price', { price: MARK }).split(MARK);
            return (
              <li key={a.id}>
                <Card className="h-full overflow-hidden">
                  {a.photoUrl ? (
                    <img
                      src={a.photoUrl}
                      alt=""
                      width={800}
                      height={500}
                      loading="lazy"
                      className="h-40 w-full object-cover"
                    />
                  ) : (
                    <div aria-hidden="true" className="h-40 w-full bg-brand-100" />
                  )}
                  <div className="space-y-2 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold text-stone-900">{a.title}</h3>
                      <ActivityStatusBadge status={a.status} />
                    </div>
                    <p className="text-sm text-stone-600">
                      {a.activityType} · {a.country}
                    </p>
                    <p className="text-lg font-bold text-brand-900">
                      {beforePrice ? <span className="text-sm font-normal text-stone-600">{beforePrice}</span> : null}
                      {formatUsdCents(a.priceCents, locale)}
                      <span className="text-sm font-normal text-stone-600">{afterPrice}</span>
                    </p>
                    <p className="text-sm text-stone-600">
                      {t('profile.listings.listed', { date: formatLongDate(a.listedAt.toISOString(), locale) })}
                    </p>
                    {a.status === 'rejected' && a.rejectionReason ? (
                      <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">
                        {t('profile.listings.reason', { reason: a.rejectionReason })}
                      </p>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
