import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { homePathFor } from '../../../lib/home-path.ts';
import { meOf, useSession } from '../../../lib/session/get-me.ts';
import { showToast } from '../../../lib/toast.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { returnPathAfterSignIn } from '../utils/return-path.ts';

/**
 * /auth: login and sign-up (docs/accounts.md). `?mode=signup` opens on sign-up; `?error=` comes back from
 * Google; `?next=` is the plans or checkout page to come back to after signing in (a checkout
 * started while signed out).
 */
export function AuthPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = meOf(session.data);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const googleError = searchParams.get('error');
  const returnPath = returnPathAfterSignIn(searchParams.get('next'));
  const reportedGoogleError = useRef(false);

  useEffect(() => {
    if (!googleError || reportedGoogleError.current) return;
    reportedGoogleError.current = true;
    showToast('error', t('toasts.googleError.title'), t('auth.google.callbackError', { code: googleError }));
    void navigate(returnPath ? `/auth?next=${encodeURIComponent(returnPath)}` : '/auth', { replace: true });
  }, [googleError, navigate, t, returnPath]);

  // Once user and profile are known, professionals go to the schedule, others to the
  // dashboard — or back to the checkout they started. A super admin without a business: their panel.
  if (me) return <Navigate to={returnPath ?? homePathFor(me.profile.role)} replace />;
  if (session.data?.isSuperAdmin) return <Navigate to="/super-admin" replace />;
  if (session.isPending) return <LoadingScreen />;

  return (
    <AuthShell>
      <title>{`${t('auth.pageTitle')} · Agendo`}</title>
      <AuthForm initialMode={searchParams.get('mode') === 'signup' ? 'signup' : 'login'} returnPath={returnPath} />
    </AuthShell>
  );
}
