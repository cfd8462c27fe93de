import type { SupplierDashboardStats } from '@regen/shared/schemas/supplier';
import { useT } from '../../lib/i18n.tsx';

/** The four stat cards (docs/spec/accounts-and-operations.md §2), computed on the server. */
export function StatCards({ stats }: { stats: SupplierDashboardStats }) {
  const t = useT();
  const cards = [
    {
      label: t('supplier.stats.totalActivities'),
      value: t('supplier.stats.ofLimit', { count: stats.totalActivities, limit: stats.activityLimit }),
      note: t('supplier.stats.totalActivitiesNote'),
    },
    {
      label: t('supplier.stats.liveActivities'),
      value: String(stats.liveActivities),
      note: t('supplier.stats.liveActivitiesNote'),
    },
    {
      label: t('supplier.stats.totalBookings'),
      value: String(stats.totalBookings),
      note: t('supplier.stats.totalBookingsNote'),
    },
    { label: t('supplier.stats.thisMonth'), value: String(stats.thisMonth), note: t('supplier.stats.thisMonthNote') },
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
