import { Phone, UserPlus, UserRound } from 'lucide-react';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../contracts/clients.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClients } from '../../../lib/api/clients.ts';
import { NewClientForm, type NewClientDraft } from './new-client-form.tsx';
import { usePhoneText } from '../../../lib/use-phone-text.ts';

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
  const phoneText = usePhoneText();
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
                      {phoneText(item.phone)}
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
