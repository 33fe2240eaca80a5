import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../contracts/clients.ts';
import { createClientBodySchema } from '../../../../contracts/clients.ts';
import { describeIssue } from '../../../../contracts/validation-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateClient } from '../../../lib/api/clients.ts';
import { frontDeskConsent, WhatsAppConsentCheckbox } from '../../../components/whatsapp-consent-checkbox.tsx';

const newClientSchema = createClientBodySchema.pick({ fullName: true, phone: true });

/** The new client being typed in the picker, for the booking's own submit button. */
export interface NewClientDraft {
  /** Shows what is missing or wrong under its field; true when the client can be registered. */
  validate: () => boolean;
  /** Registers the client (it becomes the booking's client); null when it could not. */
  save: () => Promise<Client | null>;
  /** Moves focus to the first field with a problem, or to the name. */
  focus: () => void;
}

type NewClientErrors = { fullName?: string | undefined; phone?: string | undefined };

/**
 * A new client registered from the booking form: a name, a phone and, when the client agrees, their
 * consent to appointment messages on WhatsApp.
 */
export function NewClientForm({
  initialName,
  initialPhone,
  onCancel,
  onCreated,
  ref,
}: {
  initialName: string;
  initialPhone: string;
  onCancel: () => void;
  onCreated: (client: Client) => void;
  ref: Ref<NewClientDraft>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateClient();
  const [fullName, setFullName] = useState(initialName);
  const [phone, setPhone] = useState(initialPhone);
  const [consents, setConsents] = useState(false);
  const [errors, setErrors] = useState<NewClientErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const focusFirst = (shown: NewClientErrors) => (shown.fullName || !shown.phone ? nameRef : phoneRef).current?.focus();

  /** The typed client as the API takes it, or null with what is wrong shown under its field. */
  const check = () => {
    const parsed = newClientSchema.safeParse({ fullName, phone });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: NewClientErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'phone' ? 'phone' : 'fullName';
      next[field] ??= describeIssue(issue as Parameters<typeof describeIssue>[0], currentLanguage());
    }
    setErrors(next);
    focusFirst(next);
    return null;
  };

  const save = async (): Promise<Client | null> => {
    const checked = check();
    if (!checked) return null;
    try {
      const created = await create.mutateAsync({
        fullName: checked.fullName,
        phone: checked.phone ?? null,
        ...(consents ? { whatsappConsent: frontDeskConsent() } : {}),
      });
      showToast('success', t('agenda.toasts.clientCreated'), created.fullName);
      onCreated(created);
      return created;
    } catch (error) {
      const shown: NewClientErrors =
        error instanceof ApiError && error.fields
          ? { fullName: fieldMessage(error.fields.fullName), phone: fieldMessage(error.fields.phone) }
          : {};
      setErrors(shown);
      if (shown.fullName || shown.phone) focusFirst(shown);
      showToast('error', t('agenda.toasts.clientError'), errorMessage(error));
      return null;
    }
  };

  useImperativeHandle(ref, () => ({ validate: () => check() !== null, save, focus: () => focusFirst(errors) }));

  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-medium text-foreground">{t('agenda.form.newClientTitle')}</legend>
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>{t('agenda.form.newClientName')}</Label>
        <Input
          ref={nameRef}
          id={`${id}-name`}
          value={fullName}
          autoComplete="off"
          autoFocus
          onChange={(event) => setFullName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void save();
            }
          }}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? `${id}-name-error` : undefined}
        />
        <FieldError id={`${id}-name-error`} message={errors.fullName} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-phone`}>
          {t('agenda.form.newClientPhone')}{' '}
          <span className="font-normal text-muted-foreground">{t('agenda.form.optional')}</span>
        </Label>
        <Input
          ref={phoneRef}
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void save();
            }
          }}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
        />
        <FieldError id={`${id}-phone-error`} message={errors.phone} />
      </div>
      <WhatsAppConsentCheckbox checked={consents} onChange={setConsents} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('agenda.form.cancelNewClient')}
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={create.isPending}>
          {create.isPending ? t('agenda.form.savingClient') : t('agenda.form.saveClient')}
        </Button>
      </div>
    </fieldset>
  );
}
