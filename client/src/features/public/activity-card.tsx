import { formatPricePerPerson } from '@regen/shared/rules/demo-pricing';
import { effortLevel } from '@regen/shared/rules/activity-card';
import { formatPoints } from '@regen/shared/rules/impact-calculator';
import { toDemoActivity } from '@regen/shared/data/sample-activities';
import type { ActivityCard as ActivityCardData } from '@regen/shared/schemas/catalogue';
import { Link } from '@tanstack/react-router';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';

const effortTones: Record<ReturnType<typeof effortLevel>, BadgeTone> = { low: 'green', medium: 'yellow', high: 'red' };
const effortNames = { low: 'Low', medium: 'Medium', high: 'High' } as const;

function splitEffort(effort: string) {
  const dash = effort.indexOf(' - ');
  return dash === -1 ? '' : effort.slice(dash + 3).trim();
}

const fallbackPhotos = { environmental: '/images/forest.svg', social: '/images/village.svg' } as const;

/** One experience card; Book Now carries the demo flag and activity for sample activities. */
export function ActivityCard({ activity }: { activity: ActivityCardData }) {
  const level = effortLevel(activity.effort);
  const effortDetail = splitEffort(activity.effort);
  const bookingState = activity.isSupplierActivity
    ? undefined
    : { isDemoActivity: true, activity: toDemoActivity(activity) };
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={activity.photoUrl ?? fallbackPhotos[activity.impactCategory]}
        alt=""
        loading="lazy"
        width={800}
        height={500}
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={activity.impactCategory === 'environmental' ? 'green' : 'blue'}>
            {activity.impactCategory === 'environmental' ? 'Environmental' : 'Social'}
          </Badge>
          <Badge tone={effortTones[level]}>{effortNames[level]} effort</Badge>
          {!activity.isSupplierActivity ? <Badge tone="grey">Sample</Badge> : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold text-stone-900">{activity.title}</h3>
        <p className="mt-2 text-sm text-stone-700">{activity.description}</p>
        <p className="mt-3 text-sm text-stone-800">
          <span className="font-semibold text-brand-800">Impact: </span>
          {activity.impact}
        </p>
        {effortDetail ? <p className="mt-1 text-xs text-stone-600">Effort: {effortDetail}</p> : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-3 text-sm">
          <div>
            <dt className="text-xs text-stone-600">Duration</dt>
            <dd className="font-semibold text-stone-900">{activity.duration}</dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">Regen Points®</dt>
            <dd className="font-semibold text-brand-800">{formatPoints(activity.regenPoints)} Regen points</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-base font-bold text-stone-900">{formatPricePerPerson(activity.price)}</p>
          <Link
            to="/booking/$activityId"
            params={{ activityId: activity.activityId }}
            state={bookingState}
            className={buttonClass('primary', 'md')}
            aria-label={`Book Now: ${activity.title}`}
          >
            Book Now
          </Link>
        </div>
      </div>
    </article>
  );
}
