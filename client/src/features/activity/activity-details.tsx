import type { ActivityPageDetails } from '@regen/shared/schemas/activity-page';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../lib/i18n.tsx';
import { OutcomeFacts } from '../outcomes/index.ts';
import { useActivityPage } from './api.ts';
import { AskHost } from './ask-host.tsx';
import { MeetingPoint } from './meeting-point.tsx';
import { ShownInNote, langOf } from '../activity-translations/index.ts';
import type { Locale } from '@regen/shared/i18n';

function Block({
  title,
  children,
  testId,
  shownIn,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  /** Shown in the activity's own language, the page's having none (docs/decisions/119). */
  shownIn?: Locale | undefined;
}) {
  return (
    <section data-testid={testId}>
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {shownIn ? <ShownInNote locale={shownIn} /> : null}
      <div className="mt-1 text-sm text-stone-700" {...langOf(shownIn)}>
        {children}
      </div>
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5 marker:text-brand-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Everything an activity's page says beyond its summary and the booking form (issue 30 part 6):
 * what is included and what to bring, languages, accessibility, where to meet, the cancellation
 * terms and the host. Each part shows only when the supplier gave it; the terms and the host always.
 */
export function ActivityDetails({ activityId }: { activityId: string }) {
  const t = useT();
  const details = useActivityPage(activityId, { enabled: true }).data;
  if (!details) return null;
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-stone-900">{t('activityPage.details')}</h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {details.included.length > 0 ? (
            <Block
              title={t('activityPage.included')}
              testId="activity-included"
              shownIn={details.detailsShownIn?.included}
            >
              <List items={details.included} />
            </Block>
          ) : null}
          {details.whatToBring.length > 0 ? (
            <Block
              title={t('activityPage.whatToBring')}
              testId="activity-bring"
              shownIn={details.detailsShownIn?.whatToBring}
            >
              <List items={details.whatToBring} />
            </Block>
          ) : null}
          {details.languages.length > 0 ? (
            <Block title={t('activityPage.languages')} testId="activity-languages">
              <p>{details.languages.join(', ')}</p>
            </Block>
          ) : null}
          {details.accessibility ? (
            <Block title={t('activityPage.accessibility')} testId="activity-accessibility">
              <p>{details.accessibility}</p>
            </Block>
          ) : null}
          <div className="sm:col-span-2">
            <OutcomeFacts activityId={details.activityId} />
          </div>
          <div className="sm:col-span-2">
            <Block title={t('activityPage.cancellation')} testId="activity-cancellation">
              <p>{t('activityPage.cancellationTerms', { hours: details.cancellationWindowHours })}</p>
            </Block>
          </div>
        </div>
        {details.meetingPoint ? (
          <div className="mt-6 border-t border-stone-200 pt-5">
            <MeetingPoint
              point={details.meetingPoint}
              {...langOf(details.detailsShownIn?.meetingPoint)}
              note={
                details.detailsShownIn?.meetingPoint ? (
                  <ShownInNote locale={details.detailsShownIn.meetingPoint} />
                ) : undefined
              }
            />
          </div>
        ) : null}
      </Card>
      <HostCard details={details} />
    </div>
  );
}

/** The host: who they are, a link to their public page, and a question before booking. */
function HostCard({ details }: { details: ActivityPageDetails }) {
  const t = useT();
  return (
    <Card className="h-fit p-5 sm:p-6" data-testid="activity-host">
      <h2 className="text-xl font-semibold text-stone-900">{t('activityPage.host')}</h2>
      <p className="mt-2 font-semibold text-stone-900">{details.supplierName}</p>
      <Link
        to="/suppliers/$supplierId"
        params={{ supplierId: details.supplierId }}
        className="mt-1 inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t('activityPage.hostLink', { supplier: details.supplierName })}
      </Link>
      <div className="mt-3">
        <AskHost activityId={details.activityId} supplierId={details.supplierId} supplierName={details.supplierName} />
      </div>
    </Card>
  );
}

/**
 * 'Ask the host' beside the spec's 'contact the supplier directly' when no date is open: the
 * way to contact them.
 */
export function ContactHost({ activityId }: { activityId: string }) {
  const details = useActivityPage(activityId, { enabled: true }).data;
  if (!details) return null;
  return (
    <div className="mt-4">
      <AskHost
        activityId={details.activityId}
        supplierId={details.supplierId}
        supplierName={details.supplierName}
        variant="primary"
        opensOnReturn={false}
      />
    </div>
  );
}
