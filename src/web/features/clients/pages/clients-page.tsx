import { Contact, Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client } from '../../../../contracts/clients.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DeleteRowButton, EditRowButton } from '../../../components/row-actions.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { CLIENTS_EXPORT_URL, useClients } from '../../../lib/api/clients.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { ClientFormDialog } from '../components/client-form-dialog.tsx';
import { usePhoneText } from '../../../lib/use-phone-text.ts';

const PAGE_SIZE = 50;

/**
 * /clientes: search as you type ('joao' finds 'João'; the server does the matching), the list, and
 * a client form. Professionals see and add clients; editing, deleting and exporting are the owner's.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const phoneText = usePhoneText();
  const { me } = useSignedIn();
  const isAdmin = may(me.profile.role, 'deleteClient');
  const list = useListParams({ pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const clients = useClients({ search: list.search || undefined, limit: PAGE_SIZE, offset: list.offset });
  const remove = useDeleteClient();

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('clients.new')}
    </Button>
  );

  const columns: ListColumn<Client>[] = [
    {
      header: t('clients.columns.name'),
      primary: true,
      cell: (client) => (
        <Link
          to={`/clientes/${client.id}`}
          className="font-semibold text-foreground underline-offset-4 hover:text-link hover:underline"
        >
          {client.fullName}
        </Link>
      ),
    },
    {
      header: t('clients.columns.phone'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (client) => (client.phone ? phoneText(client.phone) : <span className="text-muted-foreground">—</span>),
    },
    {
      header: t('clients.columns.email'),
      className: 'max-md:break-all',
      cell: (client) => client.email ?? <span className="text-muted-foreground">—</span>,
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('clients.title')}
        description={t('clients.description')}
        actions={
          <>
            {isAdmin && (
              // The export takes the search, so it holds what the list shows.
              <a
                href={`${CLIENTS_EXPORT_URL}${queryString({ search: list.search })}`}
                download
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden="true" />
                {t('clients.export')}
              </a>
            )}
            {newButton}
          </>
        }
      />

      <ListView
        list={list}
        query={clients}
        label={t('clients.title')}
        searchLabel={t('clients.search')}
        searchPlaceholder={t('clients.searchPlaceholder')}
        columns={columns}
        rowKey={(client) => client.id}
        rowTestId="client-row"
        rowActions={
          isAdmin
            ? (client) => (
                <>
                  <EditRowButton
                    label={t('clients.actions.editNamed', { name: client.fullName })}
                    onClick={() => setEditing(client)}
                  />
                  <DeleteRowButton
                    label={t('clients.actions.deleteNamed', { name: client.fullName })}
                    onClick={() => setDeleting(client)}
                  />
                </>
              )
            : undefined
        }
        empty={{
          icon: Contact,
          title: t('clients.empty.title'),
          description: t('clients.empty.description'),
          action: newButton,
        }}
        noResults={(search) => ({
          title: t('clients.emptyFiltered.title', { search }),
          description: t('clients.emptyFiltered.description'),
        })}
        resultCount={(count) => t('clients.resultCount', { count })}
      />

      <ClientFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        client={editing === 'new' ? null : editing}
      />
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('clients.delete.title')}
        description={t('clients.delete.description', { name: deleting?.fullName ?? '' })}
        inUseCode="CLIENT_IN_USE"
        onDelete={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        deleted={t('clients.toasts.deleted')}
        deleteError={t('clients.toasts.deleteError')}
      />
    </div>
  );
}
