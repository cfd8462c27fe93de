import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { AccessDenied, AdminLogin } from './admin-login.tsx';
import { ResellersPanel } from '../resellers/index.ts';
import { AdminReviewsPanel } from '../reviews/index.ts';
import { AdminDashboard } from './admin-dashboard.tsx';
import { useT } from '../../lib/i18n.tsx';
import { AdminSecondFactorGate } from '../second-factor/index.ts';

/** /admin: loading, signed out (login), signed in without the role (Access Denied), admin (dashboard). */
export function AdminPage() {
  const { user, loading } = useAuth();
  const t = useT();
  if (loading) return <Spinner label={t('admin.loading')} className="py-24" />;
  if (!user) return <AdminLogin />;
  if (!user.isAdmin) return <AccessDenied />;
  // Admin tools need a session that used a second factor (docs/decisions/116).
  return (
    <AdminSecondFactorGate>
      <AdminDashboard />
      <ResellersPanel />
      <AdminReviewsPanel />
    </AdminSecondFactorGate>
  );
}
