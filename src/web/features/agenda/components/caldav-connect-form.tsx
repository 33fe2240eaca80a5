import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CalendarConnection } from '../../../../contracts/calendar-sync.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useConnectCalDavCalendar } from '../api/calendar-connections.ts';
import { calDavRefusalField } from '../lib/calendar-connection-view.ts';

const schema = z.object({
  serverUrl: z.string().trim().min(1, { error: 'validation.required' }).max(2000),
  username: z.string().trim().min(1, { error: 'validation.required' }).max(320),
  password: z.string().min(1, { error: 'validation.required' }).max(1000),
});
type Values = z.infer<typeof schema>;

/**
 * Connect a CalDAV account (iCloud, Fastmail, Nextcloud…): the server's address, the user and an
 * app password. What the server refused is said under the field it concerns.
 */
export function CalDavConnectForm({
  professionalId,
  reconnecting,
  onDone,
  onCancel,
}: {
  professionalId: string | null;
  /** The connection being repaired: its address and user come filled in. */
  reconnecting: CalendarConnection | null;
  onDone: (connection: CalendarConnection) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const connect = useConnectCalDavCalendar();
  const form = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: {
      serverUrl: reconnecting?.serverUrl ?? '',
      username: reconnecting ? reconnecting.accountLabel.replace(/@[^@]*$/, '') : '',
      password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  // Opened to connect, the address comes first; to reconnect, only the password is missing.
  useEffect(() => form.setFocus(reconnecting ? 'password' : 'serverUrl'), [form, reconnecting]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const connection = await connect.mutateAsync({ ...values, ...(professionalId ? { professionalId } : {}) });
      showToast('success', t('agenda.calendars.toasts.connected'), connection.accountLabel);
      onDone(connection);
    } catch (error) {
      const field = error instanceof ApiError ? calDavRefusalField(error.code) : null;
      if (field) {
        form.setError(
          field,
          { type: 'server', message: error instanceof Error ? error.message : '' },
          { shouldFocus: true },
        );
        return;
      }
      if (applyServerFieldErrors(error, form.setError) > 0) return;
      showToast('error', t('agenda.calendars.toasts.connectError'), errorMessage(error));
    }
  });

  const describedBy = (field: keyof Values, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-xl border border-border p-4"
      data-testid="caldav-form"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-semibold text-foreground">
        {reconnecting ? t('agenda.calendars.caldav.reconnectTitle') : t('agenda.calendars.caldav.title')}
      </h4>
      <div className="space-y-2">
        <Label htmlFor={`${id}-serverUrl`}>{t('agenda.calendars.caldav.serverUrl')}</Label>
        <Input
          id={`${id}-serverUrl`}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://caldav.icloud.com"
          aria-invalid={errors.serverUrl ? true : undefined}
          aria-describedby={describedBy('serverUrl', `${id}-serverUrl-hint`)}
          {...form.register('serverUrl')}
        />
        <ul id={`${id}-serverUrl-hint`} className="space-y-0.5 text-xs text-muted-foreground">
          <li>{t('agenda.calendars.caldav.hintIcloud')}</li>
          <li>{t('agenda.calendars.caldav.hintFastmail')}</li>
          <li>{t('agenda.calendars.caldav.hintNextcloud')}</li>
        </ul>
        <FieldError id={`${id}-serverUrl-error`} message={fieldMessage(errors.serverUrl?.message)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-username`}>{t('agenda.calendars.caldav.username')}</Label>
        <Input
          id={`${id}-username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy('username')}
          {...form.register('username')}
        />
        <FieldError id={`${id}-username-error`} message={fieldMessage(errors.username?.message)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>{t('agenda.calendars.caldav.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', `${id}-password-hint`)}
          {...form.register('password')}
        />
        <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
          {t('agenda.calendars.caldav.passwordHint')}
        </p>
        <FieldError id={`${id}-password-error`} message={fieldMessage(errors.password?.message)} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('agenda.calendars.caldav.connecting') : t('agenda.calendars.caldav.connect')}
        </Button>
      </div>
    </form>
  );
}
