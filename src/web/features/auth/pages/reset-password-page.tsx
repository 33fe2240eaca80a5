import '../i18n/register-translations.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { credentialsSchema } from '../../../../contracts/auth.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { meQueryKey } from '../../../lib/session/get-me.ts';
import { showToast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useSignInWithEmail } from '../api/sign-in-with-email.ts';
import { AuthShell } from '../components/auth-shell.tsx';

const newPasswordSchema = z
  .object({ password: credentialsSchema.shape.password, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'resetPassword.mismatch',
  });

/**
 * /reset-password?token=…: the page the reset e-mail links to. With `invite=1` (and the invited
 * person's `email`), the invitation's welcome: the password they create signs them in at once.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = searchParams.get('token');
  const invitation = searchParams.get('invite') === '1';
  const invitedEmail = invitation ? searchParams.get('email') : null;
  const signIn = useSignInWithEmail();
  const linkFailed = Boolean(searchParams.get('error')) || !token;
  const resetPassword = useResetPassword();
  const passwordId = useId();
  const confirmationId = useId();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmation: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (error) {
      showToast('error', t('toasts.resetError.title'), error instanceof Error ? error.message : undefined);
      return;
    }
    if (invitedEmail) {
      try {
        await signIn.mutateAsync({ email: invitedEmail, password });
      } catch {
        // The password is theirs anyway: the sign-in page takes it.
        showToast('info', t('invitation.signInFailed.title'), t('invitation.signInFailed.description'));
        void navigate('/auth', { replace: true });
        return;
      }
      showToast('success', t('invitation.welcome.title'), t('invitation.welcome.description'));
      // Signed in: the sign-in page sends them to their home.
      await queryClient.refetchQueries({ queryKey: meQueryKey });
      void navigate('/auth', { replace: true });
      return;
    }
    showToast('success', t('toasts.resetSuccess.title'), t('toasts.resetSuccess.description'));
    void navigate('/auth', { replace: true });
  });

  return (
    <AuthShell>
      <title>{`${invitation ? t('invitation.title') : t('resetPassword.title')} · Agendo`}</title>
      <div className="rounded-3xl border border-border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
        <span className="grid size-12 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">
          {invitation ? t('invitation.title') : t('resetPassword.title')}
        </h1>
        {linkFailed ? (
          <div role="alert">
            <p className="mt-2 text-sm text-muted-foreground">
              {invitation ? t('invitation.invalidLink') : t('resetPassword.invalidLink')}
            </p>
            <Link to="/auth" className={buttonVariants({ className: 'mt-6 w-full' })}>
              {t('resetPassword.requestNew')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1.5 text-sm text-muted-foreground">
              {!invitation
                ? t('resetPassword.description')
                : invitedEmail
                  ? t('invitation.description', { email: invitedEmail })
                  : t('invitation.descriptionNoEmail')}
            </p>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-4">
              <div className="space-y-2">
                <Label htmlFor={passwordId}>
                  {invitation ? t('invitation.password') : t('resetPassword.newPassword')}
                </Label>
                <Input
                  id={passwordId}
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? `${passwordId}-error` : undefined}
                  {...form.register('password')}
                />
                <FieldError
                  id={`${passwordId}-error`}
                  message={errors.password?.message && t(errors.password.message)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor={confirmationId}>
                  {invitation ? t('invitation.confirmPassword') : t('resetPassword.confirmPassword')}
                </Label>
                <Input
                  id={confirmationId}
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={errors.confirmation ? true : undefined}
                  aria-describedby={errors.confirmation ? `${confirmationId}-error` : undefined}
                  {...form.register('confirmation')}
                />
                <FieldError
                  id={`${confirmationId}-error`}
                  message={errors.confirmation?.message && t(errors.confirmation.message)}
                />
              </div>
              <Button type="submit" variant="hero" size="lg" className="w-full" disabled={isSubmitting}>
                {invitation
                  ? isSubmitting
                    ? t('invitation.submitting')
                    : t('invitation.submit')
                  : isSubmitting
                    ? t('resetPassword.submitting')
                    : t('resetPassword.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </AuthShell>
  );
}
