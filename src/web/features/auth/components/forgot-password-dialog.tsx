import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { credentialsSchema } from '../../../../contracts/auth.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const emailSchema = credentialsSchema.pick({ email: true });

/** "Forgot password": asks for the e-mail, sends the reset link, and says where to find it. */
export function ForgotPasswordDialog({ getInitialEmail }: { getInitialEmail: () => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const authConfig = useAuthConfig();
  const requestReset = useRequestPasswordReset();
  const emailId = useId();
  const form = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const emailError = form.formState.errors.email?.message;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSentTo(null);
      requestReset.reset();
      form.reset({ email: getInitialEmail() });
    }
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      setSentTo(email);
    } catch {
      // The message is shown from requestReset.error below.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="text-sm">
          {t('auth.forgot.link')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {sentTo ? (
          <div className="text-center" role="status">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground">
              <MailCheck className="size-6" aria-hidden="true" />
            </span>
            <DialogTitle className="mt-4 pr-0">{t('auth.forgot.sentTitle')}</DialogTitle>
            <DialogDescription className="mt-2">
              {t('auth.forgot.sentDescription', { email: sentTo })}
            </DialogDescription>
            {authConfig.data?.localMailbox && (
              <div className="mt-5 rounded-xl bg-muted p-4 text-left text-sm">
                <p className="text-muted-foreground">{t('auth.forgot.localMailboxNote')}</p>
                <Link
                  to="/caixa-de-correio"
                  className={buttonVariants({ variant: 'link', className: 'mt-2' })}
                  onClick={() => setOpen(false)}
                >
                  {t('auth.forgot.openMailbox')}
                </Link>
              </div>
            )}
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              // The dialog is portalled out of the sign-in form, but React events still bubble to it.
              event.stopPropagation();
              void onSubmit(event);
            }}
            noValidate
            className="space-y-4"
          >
            <div>
              <DialogTitle>{t('auth.forgot.title')}</DialogTitle>
              <DialogDescription>{t('auth.forgot.description')}</DialogDescription>
            </div>
            <div className="space-y-2">
              <Label htmlFor={emailId}>{t('auth.fields.email')}</Label>
              <Input
                id={emailId}
                type="email"
                autoComplete="email"
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${emailId}-error` : undefined}
                {...form.register('email')}
              />
              <FieldError id={`${emailId}-error`} message={emailError && t(emailError)} />
            </div>
            {requestReset.error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {requestReset.error.message}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.submit')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
