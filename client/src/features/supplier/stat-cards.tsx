import type { SupplierDashboardStats } from '@regen/shared/schemas/supplier';

/** The four stat cards (docs/spec/accounts-and-operations.md §2), computed on the server. */
export function StatCards({ stats }: { stats: SupplierDashboardStats }) {
  const cards = [
    {
      label: 'Total Activities',
      value: `${stats.totalActivities}/${stats.activityLimit}`,
      note: 'Listed of your limit',
    },
    { label: 'Live Activities', value: String(stats.liveActivities), note: 'Approved and bookable' },
    { label: 'Total Bookings', value: String(stats.totalBookings), note: 'Not cancelled' },
    { label: 'This Month', value: String(stats.thisMonth), note: 'Booked since the 1st' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-900">{card.value}</dd>
          <dd className="mt-1 text-xs text-stone-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
