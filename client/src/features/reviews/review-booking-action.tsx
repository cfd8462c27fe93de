import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useMyReviewStates } from './api.ts';
import { Stars } from './stars.tsx';

/**
 * On a traveler's booking card: "Write a review" for an attended booking within the window,
 * "Edit review" while it can be edited, "Your review" with its stars after that. Nothing for a
 * booking that is not attended (the server's review states, one read for every card).
 */
export function ReviewBookingAction({ bookingId, activityTitle }: { bookingId: string; activityTitle: string }) {
  const t = useT();
  const states = useMyReviewStates();
  const state = states.data?.find((s) => s.bookingId === bookingId);
  if (!state) return null;
  if (state.canReview) {
    return (
      <Link
        to="/reviews/new/$bookingId"
        params={{ bookingId }}
        className={buttonClass('primary', 'sm')}
        aria-label={t('reviews.action.writeLabel', { activity: activityTitle })}
      >
        {t('reviews.action.write')}
      </Link>
    );
  }
  if (!state.reviewId) return null;
  return (
    <Link
      to="/reviews/new/$bookingId"
      params={{ bookingId }}
      className={buttonClass('outline', 'sm')}
      aria-label={
        state.canEdit
          ? t('reviews.action.editLabel', { activity: activityTitle })
          : t('reviews.action.yoursLabel', { activity: activityTitle })
      }
    >
      {state.stars ? <Stars value={state.stars} className="h-3.5 w-3.5" /> : null}
      {state.canEdit ? t('reviews.action.edit') : t('reviews.action.yours')}
    </Link>
  );
}
