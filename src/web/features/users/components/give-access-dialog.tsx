import { Eye, EyeOff, KeyRound, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { Professional } from '../../../../contracts/professionals.ts';
import { createUserAccessBodySchema } from '../../../../contracts/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateUserAccess } from '../api/create-user-access.ts';

/** The form's flat fields, read into the contract's body (a first password, or an invitation). */
const giveAccessSchema = z
  .object({
    mode: z.enum(['password', 'invite']),
    professionalId: z.string().min(1, { error: 'forms.chooseProfessional' }),
    email: z.string(),
    password: z.string(),
  })
  .transform(({ mode, professionalId, email, password }) =>
    mode === 'password' ? { mode, professionalId, email, password } : { mode, professionalId, email },
  )
  .pipe(createUserAccessBodySchema);

/** 'Dar acesso': pick a professional without a login, an e-mail, and a first password or an invitation. */
export function GiveAccessDialog({
  open,
  onOpenChange,
  professionals,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Active professionals without a login. */
  professionals: readonly Professional[];
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet">
        <DialogTitle>{t('users.give.title')}</DialogTitle>
        <DialogDescription>{t('users.give.description')}</DialogDescription>
        {professionals.length === 0 ? (
          <div className="mt-5 flex flex-1 flex-col">
            <Alert variant="info" className="mb-6">
              <p>{t('users.give.noProfessionals')}</p>
              <Link
                to="/profissionais/novo"
                className="font-medium text-link underline underline-offset-4"
                onClick={() => onOpenChange(false)}
              >
                {t('users.give.addProfessional')}
              </Link>
            </Alert>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.close')}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <GiveAccessForm professionals={professionals} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GiveAccessForm({ professionals, onDone }: { professionals: readonly Professional[]; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateUserAccess();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const first = professionals.length === 1 ? professionals[0] : undefined;
  const form = useForm({
    resolver: formResolver(giveAccessSchema),
    defaultValues: {
      mode: 'password' as 'password' | 'invite',
      professionalId: first?.id ?? '',
      email: first?.email ?? '',
      password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });

  const onSubmit = form.handleSubmit(async (body) => {
    setLimitMessage(null);
    const professional = professionals.find((p) => p.id === body.professionalId);
    try {
      await create.mutateAsync(body);
      showToast(
        'success',
        t('users.toasts.granted'),
        body.mode === 'invite' ? t('users.toasts.invited', { email: body.email }) : professional?.fullName,
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USER_LIMIT_REACHED') {
        setLimitMessage(error.message);
      } else if (error instanceof ApiError && error.code === 'PROFESSIONAL_HAS_LOGIN') {
        form.setError('professionalId', { type: 'server', message: error.message });
      } else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        applyServerFieldErrors(error, form.setError);
      }
      showToast('error', t('users.toasts.grantError'), errorMessage(error));
    }
  });

  const professionalMessage = fieldMessage(errors.professionalId?.message);
  const emailMessage = fieldMessage(errors.email?.message);
  const passwordMessage = fieldMessage(errors.password?.message);
  const professionalField = form.register('professionalId');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
      <div className="space-y-4 pb-6">
        {limitMessage && (
          <Alert variant="destructive" role="alert" data-testid="user-limit-reached">
            <p className="font-medium">{limitMessage}</p>
            <Link to="/escolha-plano" className="font-semibold text-link underline underline-offset-4">
              {t('users.limit.upgrade')}
            </Link>
          </Alert>
        )}
        <div className="space-y-2">
          <Label htmlFor={`${id}-professional`}>{t('users.give.professional')}</Label>
          <NativeSelect
            id={`${id}-professional`}
            aria-invalid={professionalMessage ? true : undefined}
            aria-describedby={professionalMessage ? `${id}-professional-error` : undefined}
            {...professionalField}
            onChange={(event) => {
              void professionalField.onChange(event);
              const chosen = professionals.find((p) => p.id === event.target.value);
              // Offer the professional's own e-mail unless one was typed already.
              if (chosen?.email && !form.getValues('email')) form.setValue('email', chosen.email);
            }}
          >
            <option value="">{t('users.give.chooseProfessional')}</option>
            {professionals.map((professional) => (
              <option key={professional.id} value={professional.id}>
                {professional.specialization
                  ? `${professional.fullName} — ${professional.specialization}`
                  : professional.fullName}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-professional-error`} message={professionalMessage} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>{t('users.give.email')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            aria-invalid={emailMessage ? true : undefined}
            aria-describedby={`${id}-email-hint${emailMessage ? ` ${id}-email-error` : ''}`}
            {...form.register('email')}
          />
          <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
            {t('users.give.emailHint')}
          </p>
          <FieldError id={`${id}-email-error`} message={emailMessage} />
        </div>
        <div className="space-y-2">
          <span className="text-sm font-medium text-foreground" id={`${id}-mode-label`}>
            {t('users.give.mode')}
          </span>
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                label={t('users.give.mode')}
                value={field.value}
                onValueChange={field.onChange}
                className="flex w-full"
                options={[
                  { value: 'password', label: t('users.give.modePassword'), icon: <KeyRound aria-hidden="true" /> },
                  { value: 'invite', label: t('users.give.modeInvite'), icon: <Mail aria-hidden="true" /> },
                ]}
              />
            )}
          />
        </div>
        {mode === 'password' ? (
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>{t('users.give.password')}</Label>
            <div className="relative">
              <Input
                id={`${id}-password`}
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                className="pr-11"
                aria-invalid={passwordMessage ? true : undefined}
                aria-describedby={`${id}-password-hint${passwordMessage ? ` ${id}-password-error` : ''}`}
                {...form.register('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? t('users.give.hidePassword') : t('users.give.showPassword')}
                aria-pressed={showPassword}
                className="absolute right-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                {showPassword ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
            <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
              {t('users.give.passwordHint')}
            </p>
            <FieldError id={`${id}-password-error`} message={passwordMessage} />
          </div>
        ) : (
          <Alert variant="info">
            <p>{t('users.give.inviteHint')}</p>
          </Alert>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        {limitMessage ? (
          <Link to="/escolha-plano" className={buttonVariants()}>
            {t('users.limit.upgrade')}
          </Link>
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('users.give.submitting') : t('users.give.submit')}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
