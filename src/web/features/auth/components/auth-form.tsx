import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { credentialsSchema, type Credentials } from '../../../../contracts/auth.ts';
import { TRIAL_DAYS } from '../../../../core/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { meQueryKey } from '../../../lib/session/get-me.ts';
import { forgetRenderedForVisitor } from '../../../lib/site-content/visitor-page.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { useSignInWithEmail } from '../api/sign-in-with-email.ts';
import { useSignInWithGoogle } from '../api/sign-in-with-google.ts';
import { useSignUpWithEmail } from '../api/sign-up-with-email.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { GoogleIcon } from './google-icon.tsx';

export type AuthMode = 'login' | 'signup';

/**
 * The /auth form (docs/accounts.md). Once signed in, the page redirects as soon as the refreshed
 * profile arrives; Google brings the person back to `returnPath` when there is one.
 */
export function AuthForm({ initialMode, returnPath = null }: { initialMode: AuthMode; returnPath?: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const signIn = useSignInWithEmail();
  const signUp = useSignUpWithEmail();
  const google = useSignInWithGoogle();
  const authConfig = useAuthConfig();
  const emailId = useId();
  const passwordId = useId();

  const form = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  const toggleMode = () => {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (credentials: Credentials) => {
    if (mode === 'login') {
      try {
        await signIn.mutateAsync(credentials);
      } catch (error) {
        console.error('Sign-in failed', error);
        showToast('error', t('toasts.loginError.title'), error instanceof Error ? error.message : undefined);
        return;
      }
      showToast('success', t('toasts.loginSuccess.title'), t('toasts.loginSuccess.description'));
    } else {
      try {
        await signUp.mutateAsync(credentials);
      } catch (error) {
        console.error('Sign-up failed', error);
        showToast('error', t('toasts.signUpError.title'), error instanceof Error ? error.message : undefined);
        return;
      }
      showToast(
        'success',
        t('toasts.signUpSuccess.title'),
        t('toasts.signUpSuccess.description', { days: TRIAL_DAYS }),
      );
    }
    forgetRenderedForVisitor();
    // The auth page then sends them home (a super admin without a business: to the panel).
    await queryClient.refetchQueries({ queryKey: meQueryKey });
  });

  const onGoogle = async () => {
    try {
      const config = authConfig.data ?? (await authConfig.refetch()).data;
      if (!config?.googleEnabled) {
        showToast('error', t('toasts.googleError.title'), t('auth.google.notConfigured'));
        return;
      }
      await google.mutateAsync(returnPath ?? undefined);
    } catch (error) {
      console.error('Google sign-in failed', error);
      showToast('error', t('toasts.googleError.title'), error instanceof Error ? error.message : undefined);
    }
  };

  const isLogin = mode === 'login';
  return (
    <div className="rounded-3xl border border-border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">
        {isLogin ? t('auth.login.title') : t('auth.signup.title')}
      </h1>
      <p className="mt-1.5 text-sm text-muted-foreground">
        {isLogin ? t('auth.login.description') : t('auth.signup.description')}
      </p>

      <Button
        variant="outline"
        size="lg"
        className="mt-6 w-full"
        onClick={() => void onGoogle()}
        disabled={google.isPending || google.isSuccess}
      >
        <GoogleIcon />
        {t('auth.google.button')}
      </Button>

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>

      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-4"
        aria-label={isLogin ? t('auth.login.title') : t('auth.signup.title')}
      >
        <div className="space-y-2">
          <Label htmlFor={emailId}>{t('auth.fields.email')}</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
            {...form.register('email')}
          />
          <FieldError id={`${emailId}-error`} message={emailError && t(emailError)} />
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={passwordId}>{t('auth.fields.password')}</Label>
            {isLogin && <ForgotPasswordDialog getInitialEmail={() => form.getValues('email')} />}
          </div>
          <Input
            id={passwordId}
            type="password"
            autoComplete={isLogin ? 'current-password' : 'new-password'}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${passwordId}-error` : undefined}
            {...form.register('password')}
          />
          <FieldError id={`${passwordId}-error`} message={passwordError && t(passwordError)} />
        </div>
        <Button type="submit" variant="hero" size="lg" className="w-full" disabled={isSubmitting}>
          {isLogin
            ? isSubmitting
              ? t('auth.login.submitting')
              : t('auth.login.submit')
            : isSubmitting
              ? t('auth.signup.submitting')
              : t('auth.signup.submit')}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {isLogin ? t('auth.login.switchPrompt') : t('auth.signup.switchPrompt')}{' '}
        <Button variant="link" className="text-sm font-semibold" onClick={toggleMode}>
          {isLogin ? t('auth.login.switchAction') : t('auth.signup.switchAction')}
        </Button>
      </p>
    </div>
  );
}
