import { CalendarCheck, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarConnection } from '../../../../contracts/calendar-sync.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  startGoogleCalendarConnection,
  useCalendarConnections,
  useDisconnectCalendar,
} from '../api/calendar-connections.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { CalDavConnectForm } from './caldav-connect-form.tsx';
import { CalendarConnectionRow } from './calendar-connection-row.tsx';

/**
 * The professional's connected calendars (Google, CalDAV): Agendo's appointments are written there
 * and their busy time blocks online booking. The owner picks the professional; a professional sees
 * their own.
 */
export function CalendarConnectionsSection({
  open,
  isAdmin,
  team,
  ownProfessionalId,
  initialProfessionalId,
}: {
  open: boolean;
  isAdmin: boolean;
  team: ColumnProfessional[];
  ownProfessionalId: string | null;
  initialProfessionalId: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const connections = useCalendarConnections({ enabled: open });
  const disconnect = useDisconnectCalendar();
  const [picked, setPicked] = useState<string | null>(initialProfessionalId);
  const [form, setForm] = useState<{ reconnecting: CalendarConnection | null } | null>(null);
  const [leaving, setLeaving] = useState<CalendarConnection | null>(null);
  const [removeEvents, setRemoveEvents] = useState(false);
  const [startingGoogle, setStartingGoogle] = useState(false);

  // Until the owner picks: the first professional with a connection, else the first of the team.
  const firstConnected = team.find((p) => connections.data?.items.some((c) => c.professionalId === p.id));
  const professionalId = isAdmin ? (picked ?? firstConnected?.id ?? team[0]?.id ?? null) : ownProfessionalId;
  const shown = (connections.data?.items ?? []).filter(
    (connection) => !isAdmin || connection.professionalId === professionalId,
  );

  const startGoogle = async () => {
    setStartingGoogle(true);
    try {
      const { authorizationUrl } = await startGoogleCalendarConnection(professionalId);
      window.location.assign(authorizationUrl);
    } catch (error) {
      showToast('error', t('agenda.calendars.toasts.googleError'), errorMessage(error));
      setStartingGoogle(false);
    }
  };

  const reconnect = (connection: CalendarConnection) => {
    if (connection.provider === 'google') void startGoogle();
    else setForm({ reconnecting: connection });
  };

  const confirmDisconnect = async () => {
    if (!leaving) return;
    try {
      await disconnect.mutateAsync({ id: leaving.id, removeEvents });
      showToast('success', t('agenda.calendars.toasts.disconnected'), leaving.accountLabel);
    } catch (error) {
      showToast('error', t('agenda.calendars.toasts.disconnectError'), errorMessage(error));
    } finally {
      setLeaving(null);
    }
  };

  return (
    <section className="space-y-3" aria-labelledby={`${id}-title`} data-testid="calendar-connections">
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-foreground">
          <CalendarCheck className="size-4" aria-hidden="true" />
          {t('agenda.calendars.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('agenda.calendars.description')}</p>
      </div>

      {isAdmin && team.length > 0 && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-professional`}>{t('agenda.calendars.professional')}</Label>
          <NativeSelect
            id={`${id}-professional`}
            value={professionalId ?? ''}
            onChange={(event) => {
              setPicked(event.target.value);
              setForm(null);
            }}
          >
            {team.map((professional) => (
              <option key={professional.id} value={professional.id}>
                {professional.fullName}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}

      {connections.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" /> {t('common.loading')}
        </p>
      ) : connections.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="text-destructive">{connections.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void connections.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="calendar-connections-empty">
              {t('agenda.calendars.empty')}
            </p>
          ) : (
            <ul className="space-y-3">
              {shown.map((connection) => (
                <CalendarConnectionRow
                  key={connection.id}
                  connection={connection}
                  onReconnect={() => reconnect(connection)}
                  onDisconnect={() => {
                    setRemoveEvents(false);
                    setLeaving(connection);
                  }}
                />
              ))}
            </ul>
          )}
          {form ? (
            <CalDavConnectForm
              key={`${professionalId ?? ''}-${form.reconnecting?.id ?? 'new'}`}
              professionalId={professionalId}
              reconnecting={form.reconnecting}
              onDone={() => setForm(null)}
              onCancel={() => setForm(null)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              {connections.data.googleAvailable && (
                <Button variant="outline" size="sm" disabled={startingGoogle} onClick={() => void startGoogle()}>
                  {startingGoogle ? <Spinner className="size-4" /> : <Plus aria-hidden="true" />}
                  {t('agenda.calendars.connectGoogle')}
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setForm({ reconnecting: null })}>
                <Plus aria-hidden="true" />
                {t('agenda.calendars.connectCalDav')}
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(next) => (next ? undefined : setLeaving(null))}
        title={t('agenda.calendars.disconnectConfirm.title')}
        description={t('agenda.calendars.disconnectConfirm.description', { account: leaving?.accountLabel ?? '' })}
        cancelLabel={t('agenda.calendars.disconnectConfirm.back')}
        confirmLabel={t('agenda.calendars.disconnectConfirm.confirm')}
        pendingLabel={t('agenda.calendars.disconnectConfirm.pending')}
        pending={disconnect.isPending}
        onConfirm={() => void confirmDisconnect()}
      >
        <label className="mt-4 flex items-start gap-2 text-sm text-foreground">
          <Checkbox
            className="mt-0.5"
            checked={removeEvents}
            onChange={(event) => setRemoveEvents(event.target.checked)}
          />
          {t('agenda.calendars.disconnectConfirm.removeEvents')}
        </label>
      </ConfirmDialog>
    </section>
  );
}
