import { RefreshCw, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarConnection } from '../../../../contracts/calendar-sync.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { calendarName } from '../lib/calendar-connection-view.ts';

/** One connected account: its provider, status, the calendars read, and the ways to repair or leave it. */
export function CalendarConnectionRow({
  connection,
  onReconnect,
  onDisconnect,
}: {
  connection: CalendarConnection;
  onReconnect: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation();
  const broken = connection.status === 'broken';
  const provider = t(`agenda.calendars.provider.${connection.provider}`);
  return (
    <li
      className="space-y-2 rounded-xl border border-border p-3"
      data-testid="calendar-connection"
      data-status={connection.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-foreground">{provider}</p>
          <p className="break-all text-sm text-muted-foreground">{connection.accountLabel}</p>
        </div>
        <Badge
          variant={broken ? 'outline' : 'secondary'}
          className={broken ? 'border-destructive text-destructive' : undefined}
        >
          {broken ? t('agenda.calendars.status.broken') : t('agenda.calendars.status.active')}
        </Badge>
      </div>
      {broken && <p className="text-sm text-destructive">{t('agenda.calendars.brokenNote')}</p>}
      {connection.readCalendarIds.length > 0 && (
        <p className="break-all text-xs text-muted-foreground">
          {t('agenda.calendars.reads', {
            names: connection.readCalendarIds.map(calendarName).join(', '),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {broken && (
          <Button
            size="sm"
            onClick={onReconnect}
            aria-label={t('agenda.calendars.reconnectNamed', { account: connection.accountLabel })}
          >
            <RefreshCw aria-hidden="true" />
            {t('agenda.calendars.reconnect')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={onDisconnect}
          aria-label={t('agenda.calendars.disconnectNamed', { account: connection.accountLabel })}
        >
          <Unplug aria-hidden="true" />
          {t('agenda.calendars.disconnect')}
        </Button>
      </div>
    </li>
  );
}
