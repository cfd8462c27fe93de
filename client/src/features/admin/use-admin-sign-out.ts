import { useNavigate } from '@tanstack/react-router';
import { useAuthChanged } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, notify } from '../../lib/toast.ts';

/** Logout on the admin screens: signs out everywhere in this browser and goes to the home page. */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  return trpc.auth.signOut.useMutation({
    onSuccess: async () => {
      await navigate({ to: '/' });
      await authChanged();
    },
    onError: (err) => notify.destructive('Error', errorMessage(err, 'An unexpected error occurred')),
  });
}
