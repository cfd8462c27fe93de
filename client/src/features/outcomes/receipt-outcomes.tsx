import { formatDateTime } from '@regen/shared/format';
import { formatOutcomeAmount, type OutcomeUnitId } from '@regen/shared/rules/outcome-units';
import { Badge } from '../../components/ui/badge.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';

// A receipt's outcomes (issue 32 parts 2 and 3): whether the session's measured outcomes are
// verified (who verified them, when, the amounts and the evidence), or awaiting verification.

export interface ReceiptVerification {
  state: 'verified' | 'awaiting';
  reportStatus: 'submitted' | 'queried' | 'verified' | 'rejected' | null;
  verifiedAt: Date | string | null;
  verifiedBy: string | null;
  amounts: { unit: OutcomeUnitId; amountHundredths: number }[];
  photoUrls: string[];
}

export function ReceiptOutcomes({ verification }: { verification: ReceiptVerification }) {
  const t = useT();
  const locale = useLocale();
  const verified = verification.state === 'verified';
  return (
    <section
      aria-labelledby="receipt-outcomes"
      className="mt-6 border-t border-stone-200 pt-5"
      data-testid="receipt-outcomes"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="receipt-outcomes" className="text-base font-semibold text-stone-900">
          {t('outcomes.receipt.title')}
        </h2>
        <Badge tone={verified ? 'green' : 'yellow'}>{t('outcomes.points.state', { state: verification.state })}</Badge>
      </div>
      {verified ? (
        <>
          <p className="mt-2 text-sm text-stone-800">
            {t('outcomes.receipt.measured', {
              amounts: verification.amounts
                .map((a) => formatOutcomeAmount(a.unit, a.amountHundredths, locale))
                .join(', '),
            })}
          </p>
          {verification.verifiedAt ? (
            <p className="mt-1 text-sm text-stone-600">
              {t('outcomes.panel.verifiedBy', {
                name: verification.verifiedBy ?? t('outcomes.panel.aVerifier'),
                date: formatDateTime(verification.verifiedAt, locale),
              })}
            </p>
          ) : null}
          {verification.photoUrls.length > 0 ? (
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {verification.photoUrls.map((url, index) => (
                <li key={url}>
                  <img
                    src={url}
                    alt={t('outcomes.panel.photoAlt', { n: index + 1 })}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{t('outcomes.receipt.awaiting')}</p>
      )}
    </section>
  );
}
