import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n.tsx';

// The panel loads when it is first opened: the dashboard's first download does not grow.
const PricingPanel = lazy(() => import('./pricing-panel.tsx').then((m) => ({ default: m.PricingPanel })));

/** "Prices & questions" on a supplier's activity card: the panel in a dialog. */
export function PricesAndQuestionsButton({ activity }: { activity: { id: string; title: string } }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('pricing.panel.openLabel', { title: activity.title })}
      >
        {t('pricing.panel.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('pricing.panel.title', { title: activity.title })}
        description={t('pricing.panel.description')}
        className="sm:max-w-2xl"
      >
        {open ? (
          <Suspense fallback={<Spinner label={t('pricing.panel.loading')} className="py-10" />}>
            <PricingPanel activityId={activity.id} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
