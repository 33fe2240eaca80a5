import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { homePathFor } from '../../../lib/home-path.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { showToast } from '../../../lib/toast.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

/** /auth: login and sign-up (SPEC 2). `?mode=signup` opens on sign-up; `?error=` comes back from Google. */
export function AuthPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const googleError = searchParams.get('error');
  const reportedGoogleError = useRef(false);

  useEffect(() => {
    if (!googleError || reportedGoogleError.current) return;
    reportedGoogleError.current = true;
    showToast('error', t('toasts.googleError.title'), t('auth.google.callbackError', { code: googleError }));
    void navigate('/auth', { replace: true });
  }, [googleError, navigate, t]);

  // SPEC 2: once user and profile are known, professionals go to the schedule, others to the dashboard.
  if (me.data) return <Navigate to={homePathFor(me.data.profile.role)} replace />;
  if (me.isPending) return <LoadingScreen />;

  return (
    <AuthShell>
      <title>{`${t('auth.pageTitle')} · Agendo`}</title>
      <AuthForm initialMode={searchParams.get('mode') === 'signup' ? 'signup' : 'login'} />
    </AuthShell>
  );
}
