import { ArrowLeft, CalendarX, Mail, NotebookText, Pencil, Phone, Trash } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatPhone } from '../../../../core/phone.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatMoney } from '../../../lib/money.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useClient } from '../api/get-client.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { AppointmentStatusBadge } from '../components/appointment-status-badge.tsx';
import { ClientFormDialog } from '../components/client-form-dialog.tsx';
import { ClientPackages } from '../components/client-packages.tsx';
import { ClientPrivacyCard } from '../components/client-privacy-card.tsx';
import { WhatsAppConsentCard } from '../components/whatsapp-consent-card.tsx';
import { WhatsAppConversation } from '../components/whatsapp-conversation.tsx';

/** Appointments per page of the history: a long-standing client's stays a screen or two on a phone. */
const HISTORY_PAGE = 10;

/**
 * /clientes/:id: who the client is, what they have spent, for the owner the client's data rights
 * (right under who they are, where they are looked for), the packages they bought, whether they
 * get WhatsApp messages and their WhatsApp conversation, and their appointments (business time),
 * a page at a time. An erased client keeps the page (the schedule links to
 * it) with their appointments and no personal data, and can no longer be edited.
 */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { me } = useSignedIn();
  const navigate = useNavigate();
  const language = currentLanguage();
  const client = useClient(id);
  const remove = useDeleteClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [historyOffset, setHistoryOffset] = useState(0);
  const isAdmin = may(me.profile.role, 'deleteClient');

  const back = (
    <Link
      to="/clientes"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('clients.backToList')}
    </Link>
  );

  if (client.isPending) return <LoadingScreen fullScreen={false} />;
  if (client.isError) {
    const notFound = client.error instanceof ApiError && client.error.status === 404;
    return (
      <div className="space-y-6">
        {back}
        {notFound ? (
          <EmptyState icon={CalendarX} title={t('clients.detail.notFound')} />
        ) : (
          <ErrorState
            message={client.error.message}
            onRetry={() => void client.refetch()}
            retrying={client.isFetching}
          />
        )}
      </div>
    );
  }

  const data = client.data;
  // Dates and times on the business's clock, whatever the viewer's (docs/booking.md).
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: me.business.timeZone,
  });
  const since = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: me.business.timeZone });
  const appointments = [...data.appointments].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const completed = appointments.filter((appointment) => appointment.status === 'completed').length;
  const erased = data.erasedAt !== null;

  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={data.fullName}
        description={t('clients.detail.since', { date: since.format(new Date(data.since)) })}
        actions={
          isAdmin && (
            <>
              {!erased && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {t('common.edit')}
                </Button>
              )}
              <Button
                variant="outline"
                className="text-destructive! hover:bg-destructive/10!"
                onClick={() => setDeleting(true)}
              >
                <Trash aria-hidden="true" />
                {t('common.delete')}
              </Button>
            </>
          )
        }
      />

      {data.erasedAt !== null && (
        <Alert data-testid="client-erased">
          <p className="font-semibold">
            {t('clients.privacy.erasedNotice', { date: since.format(new Date(data.erasedAt)) })}
          </p>
          <p className="text-muted-foreground">{t('clients.privacy.erasedDescription')}</p>
        </Alert>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        <Card className="md:col-span-2">
          <CardHeader className="pb-3">
            <CardTitle className="text-lg">{t('clients.detail.contact')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3 text-sm">
              <div className="flex items-start gap-3">
                <Phone className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">{t('clients.fields.phone')}</dt>
                <dd>
                  {data.phone ? (
                    <a href={`tel:${data.phone}`} className="text-link hover:underline">
                      {formatPhone(data.phone, data.country)}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{t('clients.detail.noPhone')}</span>
                  )}
                </dd>
              </div>
              <div className="flex items-start gap-3">
                <Mail className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">{t('clients.fields.email')}</dt>
                <dd className="break-all">
                  {data.email ? (
                    <a href={`mailto:${data.email}`} className="text-link hover:underline">
                      {data.email}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{t('clients.detail.noEmail')}</span>
                  )}
                </dd>
              </div>
              <div className="flex items-start gap-3">
                <NotebookText className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">{t('clients.fields.notes')}</dt>
                <dd className="whitespace-pre-wrap">
                  {data.notes ?? <span className="text-muted-foreground">{t('clients.detail.noNotes')}</span>}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-lg">{t('clients.detail.totalSpent')}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold tabular-nums text-foreground" data-testid="client-total-spent">
              {formatMoney(data.totalSpentCents, data.currency, language)}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('clients.detail.completedCount', { count: completed })}
            </p>
            {data.accountBalanceCents !== 0 && (
              <p className="mt-2 text-sm font-medium text-foreground" data-testid="client-account-balance">
                {t('clients.detail.onAccount', {
                  amount: formatMoney(data.accountBalanceCents, data.currency, language),
                })}
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      {isAdmin && !erased && <ClientPrivacyCard client={data} />}

      <ClientPackages clientId={data.id} language={language} format={(iso) => when.format(new Date(iso))} />

      {!erased && (
        <WhatsAppConsentCard
          client={data}
          format={(iso) => when.format(new Date(iso))}
          mayChange={may(me.profile.role, 'updateClient')}
        />
      )}

      {!erased && (
        <WhatsAppConversation
          clientId={data.id}
          format={(iso) => when.format(new Date(iso))}
          mayWrite={may(me.profile.role, 'sendClientWhatsAppMessage')}
        />
      )}

      <section aria-labelledby="client-history" className="space-y-3">
        <h2 id="client-history" className="text-lg font-semibold text-foreground">
          {t('clients.history.title')}
        </h2>
        {appointments.length === 0 ? (
          <EmptyState icon={CalendarX} title={t('clients.history.empty')} />
        ) : (
          <Table aria-labelledby="client-history">
            <TableHeader>
              <TableRow>
                <TableHead>{t('clients.history.when')}</TableHead>
                <TableHead>{t('clients.history.service')}</TableHead>
                <TableHead>{t('clients.history.professional')}</TableHead>
                <TableHead>{t('clients.history.statusLabel')}</TableHead>
                <TableHead className="text-right">{t('clients.history.price')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {appointments.slice(historyOffset, historyOffset + HISTORY_PAGE).map((appointment) => (
                <TableRow key={appointment.id} data-testid="history-row">
                  <TableCell primary className="whitespace-nowrap font-medium tabular-nums">
                    {when.format(new Date(appointment.startsAt))}
                  </TableCell>
                  <TableCell label={t('clients.history.service')}>{appointment.serviceName}</TableCell>
                  <TableCell label={t('clients.history.professional')}>{appointment.professionalName}</TableCell>
                  <TableCell label={t('clients.history.statusLabel')}>
                    <AppointmentStatusBadge status={appointment.status} noShow={appointment.noShow} />
                  </TableCell>
                  <TableCell
                    label={t('clients.history.price')}
                    className="whitespace-nowrap tabular-nums md:text-right"
                  >
                    {formatMoney(appointment.priceCents, data.currency, language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          offset={historyOffset}
          limit={HISTORY_PAGE}
          total={appointments.length}
          onOffsetChange={setHistoryOffset}
        />
      </section>

      {isAdmin && (
        <>
          {!erased && <ClientFormDialog open={editing} onOpenChange={setEditing} client={data} />}
          <DeleteDialog
            open={deleting}
            onClose={() => setDeleting(false)}
            title={t('clients.delete.title')}
            description={t('clients.delete.description', { name: data.fullName })}
            inUseCode="CLIENT_IN_USE"
            onDelete={async () => {
              await remove.mutateAsync(data.id);
              void navigate('/clientes', { replace: true });
            }}
            deleted={t('clients.toasts.deleted')}
            deleteError={t('clients.toasts.deleteError')}
          />
        </>
      )}
    </div>
  );
}
