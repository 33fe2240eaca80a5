import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createClientBodySchema, type Client, type ClientWhatsApp } from '../../../../contracts/clients.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClientDuplicates } from '../api/find-client-duplicates.ts';
import { useCreateClient } from '../../../lib/api/clients.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { DuplicateWarning } from './duplicate-warning.tsx';
import { frontDeskConsent, WhatsAppConsentCheckbox } from '../../../components/whatsapp-consent-checkbox.tsx';

/** The client being edited; with their WhatsApp consent when the page knows it. */
type EditedClient = Client & { whatsapp?: ClientWhatsApp };

/** Worth asking about: a phone with a few digits, something that looks like an e-mail. */
function phoneToCheck(phone: string | null | undefined): string | undefined {
  const trimmed = phone?.trim() ?? '';
  return trimmed.replace(/\D/g, '').length >= 6 ? trimmed : undefined;
}
function emailToCheck(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : undefined;
}

/** Creates a client (`client` null) or edits one; warns while typing about a phone or e-mail in use. */
export function ClientFormDialog({
  open,
  onOpenChange,
  client,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: EditedClient | null;
  onSaved?: (client: Client) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet">
        <DialogTitle>{client ? t('clients.form.editTitle') : t('clients.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('clients.form.description')}</DialogDescription>
        <ClientForm
          client={client}
          onDone={(saved) => {
            onOpenChange(false);
            if (saved) onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: EditedClient | null; onDone: (saved?: Client) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useForm({
    resolver: formResolver(createClientBodySchema),
    defaultValues: {
      fullName: client?.fullName ?? '',
      phone: client?.phone ?? '',
      email: client?.email ?? '',
      notes: client?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Asked of a new client, and of one without a standing consent (the client's page withdraws one).
  const asksConsent =
    !client || (client.whatsapp !== undefined && (!client.whatsapp.consentAt || !!client.whatsapp.optedOutAt));
  const [consents, setConsents] = useState(false);
  const [phone, email] = useWatch({ control: form.control, name: ['phone', 'email'] });
  const checkedPhone = useDebouncedValue(phoneToCheck(phone), 400);
  const checkedEmail = useDebouncedValue(emailToCheck(email), 400);
  const checked = { phone: checkedPhone, email: checkedEmail };
  const duplicates = useClientDuplicates({ phone: checked.phone, email: checked.email, excludeId: client?.id });
  // Only what still matches the fields as typed now.
  const found = (duplicates.data?.items ?? []).map((duplicate) => ({
    ...duplicate,
    matchedOn: duplicate.matchedOn.filter((field) =>
      field === 'phone' ? checked.phone === phoneToCheck(phone) : checked.email === emailToCheck(email),
    ),
  }));

  const onSubmit = form.handleSubmit(async (fields) => {
    const body = { ...fields, ...(asksConsent && consents ? { whatsappConsent: frontDeskConsent() } : {}) };
    try {
      const saved = client ? await update.mutateAsync({ id: client.id, body }) : await create.mutateAsync(body);
      showToast('success', client ? t('clients.toasts.updated') : t('clients.toasts.created'), saved.fullName);
      onDone(saved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('clients.toasts.saveError'), errorMessage(error));
    }
  });

  const field = (
    name: 'fullName' | 'phone' | 'email',
    props: { type?: string; inputMode?: 'tel' | 'email'; autoComplete?: string },
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`clients.fields.${name}`)}
      optional={name !== 'fullName'}
      message={fieldMessage(errors[name]?.message)}
      {...props}
      {...form.register(name)}
    />
  );

  const notesMessage = fieldMessage(errors.notes?.message);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
      <div className="space-y-4 pb-6">
        {field('fullName', { autoComplete: 'off' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
          {field('email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        </div>
        {asksConsent && <WhatsAppConsentCheckbox checked={consents} onChange={setConsents} />}
        {/* Read out as it appears: a warning, saving stays allowed. */}
        <div aria-live="polite" className="space-y-2 empty:hidden">
          <DuplicateWarning duplicates={found} field="phone" onOpenClient={() => onDone()} />
          <DuplicateWarning duplicates={found} field="email" onOpenClient={() => onDone()} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-notes`}>
            {t('clients.fields.notes')}
            <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
          </Label>
          <Textarea
            id={`${id}-notes`}
            rows={4}
            placeholder={t('clients.fields.notesPlaceholder')}
            aria-invalid={notesMessage ? true : undefined}
            aria-describedby={notesMessage ? `${id}-notes-error` : undefined}
            {...form.register('notes')}
          />
          <FieldError id={`${id}-notes-error`} message={notesMessage} />
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => onDone()}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
