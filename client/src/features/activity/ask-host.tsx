import { Link, useHydrated, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';

const AskHostBox = lazy(() => import('./ask-host-box.tsx').then((m) => ({ default: m.AskHostBox })));

/** The page's address that opens the question box on arrival (the way back from signing in). */
const ASK_HASH = 'ask-host';

/**
 * 'Ask the host' (issue 30 part 7): a signed-in traveler writes a question, which starts (or
 * continues) their conversation with the host about this activity; the conversation then opens
 * here, live, as in the inbox. Signed out, the button leads to sign-in and back to this page with
 * the question box open. The activity's own supplier is told it is theirs instead.
 */
export function AskHost({
  activityId,
  supplierId,
  supplierName,
  variant = 'outline',
  opensOnReturn = true,
}: {
  activityId: string;
  supplierId: string;
  supplierName: string;
  variant?: 'primary' | 'outline';
  /** This button (one per page) opens the box when the page is reached by the sign-in return. */
  opensOnReturn?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const { user, loading } = useAuth();
  const location = useRouterState({ select: (s) => s.location });
  const [opened, setOpened] = useState(false);
  const [returnHandled, setReturnHandled] = useState(false);

  // Back from signing in with the question box asked for: it is open until first closed.
  const wantsBox = opensOnReturn && location.hash === ASK_HASH;
  const open = opened || (wantsBox && user !== null && !returnHandled);
  const setOpen = (next: boolean) => {
    setOpened(next);
    if (!next) setReturnHandled(true);
  };

  // Nothing until hydrated: the server renders the page without the session, and a part of the
  // page hydrated after the session has arrived must still match that render (React #418).
  if (!hydrated || loading) return null;
  if (!user) {
    const back = `${location.pathname}#${ASK_HASH}`;
    return (
      <Link to="/auth" search={{ redirect: back }} className={buttonClass(variant, 'md')}>
        {t('activityPage.askHostSignIn')}
      </Link>
    );
  }

  if (user.supplier?.id === supplierId) {
    return <p className="text-sm text-stone-600">{t('activityPage.ownActivity')}</p>;
  }

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('activityPage.askHost')}
      </Button>
      {/* Once asked for, the box stays mounted: it shows the conversation after the question. */}
      {open || returnHandled ? (
        <Suspense fallback={null}>
          <AskHostBox activityId={activityId} supplierName={supplierName} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
