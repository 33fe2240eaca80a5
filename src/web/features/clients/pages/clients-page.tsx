import { Contact, Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Client } from '../../../../contracts/clients.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { DeleteRowButton, EditRowButton } from '../../../components/row-actions.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { queryString } from '../../../lib/query-string.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { CLIENTS_EXPORT_URL } from '../api/clients-query-key.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useClients } from '../api/list-clients.ts';
import { ClientFormDialog } from '../components/client-form-dialog.tsx';

const PAGE_SIZE = 50;

/**
 * /clientes: search as you type ('joao' finds 'João'; the server does the matching), the list, and
 * a client form. Professionals see and add clients; editing, deleting and exporting are the owner's.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const isAdmin = me.profile.role === 'admin';
  // The search lives in the address, so coming back from a client keeps it.
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const clients = useClients({ search: debouncedSearch || undefined, limit: PAGE_SIZE, offset });
  const remove = useDeleteClient();
  const searching = clients.isFetching && debouncedSearch !== '';

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('clients.new')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('clients.title')}
        description={t('clients.description')}
        actions={
          <>
            {isAdmin && (
              // The export takes the search, so it holds what the list shows.
              <a href={`${CLIENTS_EXPORT_URL}${queryString({ search: debouncedSearch })}`} download className={buttonVariants({ variant: 'outline' })}>
                <Download aria-hidden="true" />
                {t('clients.export')}
              </a>
            )}
            {newButton}
          </>
        }
      />

      <div className="flex items-center gap-3">
        <SearchInput
          className="flex-1 sm:max-w-md"
          value={search}
          onChange={(value) => {
            setParams(value ? { busca: value } : {}, { replace: true });
            setOffset(0);
          }}
          label={t('clients.search')}
          placeholder={t('clients.searchPlaceholder')}
        />
        {searching && <Spinner className="size-4" />}
      </div>

      {clients.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : clients.isError ? (
        <ErrorState message={clients.error.message} onRetry={() => void clients.refetch()} retrying={clients.isFetching} />
      ) : clients.data.items.length === 0 ? (
        debouncedSearch ? (
          <EmptyState icon={Contact} title={t('clients.emptyFiltered.title', { search: debouncedSearch })} description={t('clients.emptyFiltered.description')} />
        ) : (
          <EmptyState icon={Contact} title={t('clients.empty.title')} description={t('clients.empty.description')} action={newButton} />
        )
      ) : (
        <>
          <p className="sr-only" role="status">
            {t('clients.resultCount', { count: clients.data.total })}
          </p>
          <Table aria-label={t('clients.title')} aria-busy={clients.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('clients.columns.name')}</TableHead>
                <TableHead>{t('clients.columns.phone')}</TableHead>
                <TableHead>{t('clients.columns.email')}</TableHead>
                {isAdmin && (
                  <TableHead className="text-right">
                    <span className="sr-only">{t('common.actions')}</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {clients.data.items.map((client) => (
                <TableRow key={client.id} data-testid="client-row">
                  <TableCell primary>
                    <Link to={`/clientes/${client.id}`} className="font-semibold text-foreground underline-offset-4 hover:text-link hover:underline">
                      {client.fullName}
                    </Link>
                  </TableCell>
                  <TableCell label={t('clients.columns.phone')} className="whitespace-nowrap tabular-nums">
                    {client.phone ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell label={t('clients.columns.email')} className="max-md:break-all">
                    {client.email ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  {isAdmin && (
                    <TableCell actions>
                      <div className="flex justify-end gap-1">
                        <EditRowButton label={t('clients.actions.editNamed', { name: client.fullName })} onClick={() => setEditing(client)} />
                        <DeleteRowButton label={t('clients.actions.deleteNamed', { name: client.fullName })} onClick={() => setDeleting(client)} />
                      </div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination offset={offset} limit={PAGE_SIZE} total={clients.data.total} onOffsetChange={setOffset} />
        </>
      )}

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
