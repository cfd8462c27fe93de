import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { AccessDenied, AdminLogin } from './admin-login.tsx';
import { ResellersPanel } from '../resellers/index.ts';
import { AdminReviewsPanel } from '../reviews/index.ts';
import { AdminDashboard } from './admin-dashboard.tsx';

/** /admin: loading, signed out (login), signed in without the role (Access Denied), admin (dashboard). */
export function AdminPage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner label="Loading..." className="py-24" />;
  if (!user) return <AdminLogin />;
  if (!user.isAdmin) return <AccessDenied />;
  return (
    <>
      <AdminDashboard />
      <ResellersPanel />
      <AdminReviewsPanel />
    </>
  );
}
