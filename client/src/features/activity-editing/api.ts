import { trpc } from '../../lib/trpc.ts';

// Changes of live activities (docs/decisions/102): the supplier's edit values and waiting
// changes, and the admin's review.

/** The edit form's values: the change waiting for review, else the live version. */
export function useEditableActivity(activityId: string) {
  return trpc.activityEditing.editable.useQuery({ activityId }, { staleTime: 0, gcTime: 0 });
}

/** The supplier's live activities whose latest change waits for review or was rejected. */
export function useMyActivityChanges() {
  return trpc.activityEditing.myChanges.useQuery();
}

export function usePendingRevisions() {
  return trpc.activityEditing.pending.useQuery();
}

export function useRevisionReview(revisionId: string | null) {
  return trpc.activityEditing.review.useQuery({ revisionId: revisionId ?? '' }, { enabled: revisionId !== null });
}

/** Approve or reject; the queue and the moderation list are read again either way. */
export function useDecideRevision() {
  const utils = trpc.useUtils();
  const settled = () => Promise.all([utils.activityEditing.invalidate(), utils.admin.invalidate()]);
  return {
    approve: trpc.activityEditing.approve.useMutation({ onSettled: settled }),
    reject: trpc.activityEditing.reject.useMutation({ onSettled: settled }),
  };
}
