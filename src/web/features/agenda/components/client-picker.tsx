import { Phone, UserPlus, UserRound } from 'lucide-react';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../contracts/clients.ts';
import { createClientBodySchema } from '../../../../contracts/clients.ts';
import { describeIssue } from '../../../../contracts/validation-messages.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClients, useCreateClient } from '../../../lib/api/clients.ts';

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

/** What the booking form asks of the picker when it is submitted. */
export interface ClientPickerHandle {
  /** Focus where the client is chosen: the search box, or the new client's first field with a problem. */
  focus: () => void;
  /** The new client being typed, when the picker is registering one. */
  newClient: () => NewClientDraft | null;
}

/**
 * Finds the client (by name, phone or e-mail, ignoring accents) or registers a new one with a
 * name and a phone without leaving the booking; the booking's own submit registers a client
 * typed here and not yet saved.
 */
export function ClientPicker({
  client,
  onChange,
  error,
  ref,
}: {
  client: Client | null;
  onChange: (client: Client | null) => void;
  error: string | undefined;
  ref?: Ref<ClientPickerHandle>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const draftRef = useRef<NewClientDraft>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => (creating ? draftRef.current?.focus() : searchRef.current?.focus()),
      newClient: () => (client === null && creating ? draftRef.current : null),
    }),
    [client, creating],
  );
  const debounced = useDebouncedValue(search.trim(), 250);
  const results = useClients({ search: debounced, limit: 8 }, { enabled: client === null && !creating });
  const errorId = `${id}-error`;

  if (client) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium text-foreground" id={`${id}-label`}>
          {t('agenda.form.client')}
        </p>
        <div
          className="flex items-center gap-3 rounded-xl border border-border bg-muted/40 p-3"
          aria-labelledby={`${id}-label`}
          role="group"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
            <UserRound className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-foreground" data-testid="selected-client">
              {client.fullName}
            </p>
            {(client.phone || client.email) && (
              <p className="truncate text-xs text-muted-foreground">{client.phone ?? client.email}</p>
            )}
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('agenda.form.clientChange')}
          </Button>
        </div>
      </div>
    );
  }

  if (creating) {
    return (
      <NewClientForm
        ref={draftRef}
        initialName={/\d/.test(search) ? '' : search.trim()}
        initialPhone={/\d/.test(search) ? search.trim() : ''}
        onCancel={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSearch('');
          onChange(created);
        }}
      />
    );
  }

  const items = results.data?.items ?? [];
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium leading-none text-foreground">{t('agenda.form.client')}</p>
      <SearchInput value={search} onChange={setSearch} label={t('agenda.form.clientSearch')} inputRef={searchRef} />
      <div className="rounded-xl border border-border" aria-busy={results.isFetching}>
        {results.isPending && results.fetchStatus !== 'idle' ? (
          <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" /> {t('common.loading')}
          </p>
        ) : results.isError ? (
          <p className="px-3 py-3 text-sm text-destructive" role="alert">
            {results.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-3 text-sm text-muted-foreground">{t('agenda.form.clientNoResults')}</p>
        ) : (
          <ul aria-label={t('agenda.form.clientResults')} className="max-h-48 divide-y divide-border overflow-y-auto">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onChange(item)}
                  className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted"
                >
                  <span className="min-w-0 flex-1 truncate font-medium text-foreground">{item.fullName}</span>
                  {item.phone && (
                    <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                      <Phone className="size-3" aria-hidden="true" />
                      {item.phone}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-border p-1.5">
          <Button
            variant="ghost"
            size="sm"
            className="w-full justify-start text-link"
            onClick={() => setCreating(true)}
          >
            <UserPlus aria-hidden="true" />
            {t('agenda.form.newClient')}
          </Button>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type NewClientErrors = { fullName?: string | undefined; phone?: string | undefined };

function NewClientForm({
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
      const created = await create.mutateAsync({ fullName: checked.fullName, phone: checked.phone ?? null });
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
