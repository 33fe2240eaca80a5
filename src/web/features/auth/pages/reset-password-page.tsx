import { zodResolver } from '@hookform/resolvers/zod';
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
import { showToast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';

const newPasswordSchema = z
  .object({ password: credentialsSchema.shape.password, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'resetPassword.mismatch',
  });

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
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
    showToast('success', t('toasts.resetSuccess.title'), t('toasts.resetSuccess.description'));
    void navigate('/auth', { replace: true });
  });

  return (
    <AuthShell>
      <title>{`${t('resetPassword.title')} · Agendo`}</title>
      <div className="rounded-3xl border border-border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
        <span className="grid size-12 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">{t('resetPassword.title')}</h1>
        {linkFailed ? (
          <div role="alert">
            <p className="mt-2 text-sm text-muted-foreground">{t('resetPassword.invalidLink')}</p>
            <Link to="/auth" className={buttonVariants({ className: 'mt-6 w-full' })}>
              {t('resetPassword.requestNew')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1.5 text-sm text-muted-foreground">{t('resetPassword.description')}</p>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-4">
              <div className="space-y-2">
                <Label htmlFor={passwordId}>{t('resetPassword.newPassword')}</Label>
                <Input
                  id={passwordId}
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? `${passwordId}-error` : undefined}
                  {...form.register('password')}
                />
                <FieldError id={`${passwordId}-error`} message={errors.password?.message && t(errors.password.message)} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={confirmationId}>{t('resetPassword.confirmPassword')}</Label>
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
                {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </AuthShell>
  );
}
