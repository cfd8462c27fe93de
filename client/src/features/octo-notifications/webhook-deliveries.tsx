import { formatDateTime, formatNumber } from '@regen/shared/format';
import type {
  OctoWebhookEvent,
  WebhookDeliveryEntry,
  WebhookDeliveryStatus,
} from '@regen/shared/schemas/octo-notifications';
import { errorMessage } from '../../lib/api-error.ts';
import { useFormatLocale, useT, type Translate } from '../../lib/i18n.tsx';
import { useWebhookDeliveries } from './api.ts';

// A reseller's OCTO webhooks and their latest deliveries on /admin (docs/decisions/115): each with
// its status, attempts and last error, so an admin can tell a reseller why it hears nothing.

const STATUS_STYLE: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

const statusLabel = (t: Translate, status: WebhookDeliveryStatus) =>
  status === 'pending'
    ? t('resellers.webhooks.status.pending')
    : status === 'delivered'
      ? t('resellers.webhooks.status.delivered')
      : t('resellers.webhooks.status.failed');

const eventLabel = (t: Translate, event: OctoWebhookEvent) =>
  event === 'booking_update'
    ? t('resellers.webhooks.event.booking_update')
    : event === 'availability_update'
      ? t('resellers.webhooks.event.availability_update')
      : t('resellers.webhooks.event.product_update');

function settledNote(t: Translate, delivery: WebhookDeliveryEntry, locale: string): string | null {
  if (delivery.status === 'delivered' && delivery.settledAt) {
    return t('resellers.webhooks.deliveredAt', { when: formatDateTime(delivery.settledAt, locale) });
  }
  if (delivery.status === 'failed' && delivery.settledAt) {
    return t('resellers.webhooks.failedAt', { when: formatDateTime(delivery.settledAt, locale) });
  }
  if (delivery.nextAttemptAt) {
    return t('resellers.webhooks.nextAttempt', { when: formatDateTime(delivery.nextAttemptAt, locale) });
  }
  return null;
}

export function WebhookDeliveries({ resellerId, resellerName }: { resellerId: string; resellerName: string }) {
  const query = useWebhookDeliveries(resellerId);
  const t = useT();
  const locale = useFormatLocale();
  if (query.isLoading) return <p className="text-sm text-stone-600">{t('resellers.webhooks.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error, t('resellers.webhooks.loadFailed'))}
      </p>
    );
  }
  const webhooks = query.data?.webhooks ?? [];
  const deliveries = query.data?.deliveries ?? [];
  return (
    <div className="mt-2 space-y-3">
      <h4 className="text-sm font-semibold text-stone-900">{t('resellers.webhooks.heading')}</h4>
      {webhooks.length === 0 ? (
        <p className="text-sm text-stone-600">{t('resellers.webhooks.noWebhooks')}</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={t('resellers.webhooks.listName', { name: resellerName })}>
          {webhooks.map((w) => (
            <li key={w.id} className="flex flex-wrap gap-x-3 gap-y-1">
              <span className="font-medium text-stone-900">{eventLabel(t, w.event)}</span>
              <span className="break-all font-mono text-stone-700">{w.url}</span>
              <span className="text-stone-600">
                {t('resellers.webhooks.registered', { when: formatDateTime(w.createdAt, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {deliveries.length === 0 ? (
        <p className="text-sm text-stone-600">{t('resellers.webhooks.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('resellers.webhooks.caption', { name: resellerName })}</caption>
            <thead>
              <tr className="text-stone-600">
                <th className="py-1 pr-3 font-medium">{t('resellers.webhooks.created')}</th>
                <th className="py-1 pr-3 font-medium">{t('resellers.webhooks.event')}</th>
                <th className="py-1 pr-3 font-medium">{t('resellers.webhooks.status')}</th>
                <th className="py-1 pr-3 font-medium">{t('resellers.webhooks.attempts')}</th>
                <th className="py-1 font-medium">{t('resellers.webhooks.lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => {
                const note = settledNote(t, d, locale);
                return (
                  <tr key={d.id} className="border-t border-stone-100 align-top">
                    <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(d.createdAt, locale)}</td>
                    <td className="py-1 pr-3">
                      <span className="block">{eventLabel(t, d.event)}</span>
                      <span className="block break-all font-mono text-xs text-stone-600">{d.url}</span>
                    </td>
                    <td className="py-1 pr-3">
                      <span
                        className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[d.status]}`}
                      >
                        {statusLabel(t, d.status)}
                      </span>
                      {note ? <span className="block text-xs text-stone-600">{note}</span> : null}
                    </td>
                    <td className="py-1 pr-3">{formatNumber(d.attempts, locale)}</td>
                    <td className="py-1 break-all">{d.lastError ?? t('resellers.webhooks.noError')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
