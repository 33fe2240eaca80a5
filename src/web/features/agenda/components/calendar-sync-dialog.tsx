import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '../../../../contracts/appointments.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalendarFeeds } from '../api/list-calendar-feeds.ts';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { CalendarConnectionsSection } from './calendar-connections-section.tsx';

async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // No clipboard permission (e.g. an http page): select the text and copy it the old way.
    }
  }
  input?.select();
  if (!document.execCommand('copy')) throw new Error('copy');
}

/**
 * 'Sincronizar com Google': the professional's connected calendars (Google, CalDAV) both ways, and
 * for any other calendar the secret iCalendar links to subscribe to, how to do it, and a way to
 * replace a link that leaked.
 */
export function CalendarSyncDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  isAdmin,
  team,
  ownProfessionalId,
  initialProfessionalId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  isAdmin: boolean;
  team: ColumnProfessional[];
  ownProfessionalId: string | null;
  initialProfessionalId: string | null;
}) {
  const { t } = useTranslation();
  const feeds = useCalendarFeeds({ enabled: open });
  const regenerate = useRegenerateCalendarFeed();
  const [replacing, setReplacing] = useState<CalendarFeed | null>(null);

  const feedName = (feed: CalendarFeed) =>
    feed.scope === 'business' ? t('agenda.sync.businessFeed') : t('agenda.sync.professionalFeed', { name: feed.name });

  const confirmReplace = async () => {
    if (!replacing) return;
    try {
      await regenerate.mutateAsync(replacing.professionalId);
      showToast('success', t('agenda.toasts.linkRegenerated'), feedName(replacing));
    } catch (error) {
      showToast('error', t('agenda.toasts.regenerateError'), errorMessage(error));
    } finally {
      setReplacing(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet" data-testid="calendar-sync-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t('agenda.sync.title')}</DialogTitle>
        <DialogDescription>{t('agenda.sync.description')}</DialogDescription>

        <div className="mt-5 space-y-5 pb-6">
          {open && (
            <CalendarConnectionsSection
              open={open}
              isAdmin={isAdmin}
              team={team}
              ownProfessionalId={ownProfessionalId}
              initialProfessionalId={initialProfessionalId}
            />
          )}

          <div className="border-t border-border pt-5">
            <h3 className="font-semibold text-foreground">{t('agenda.sync.feedsTitle')}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t('agenda.sync.feedsDescription')}</p>
          </div>
          {feeds.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner className="size-4" /> {t('common.loading')}
            </p>
          ) : feeds.isError ? (
            <div role="alert" className="space-y-2 text-sm">
              <p className="text-destructive">{feeds.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => void feeds.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : feeds.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('agenda.sync.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {feeds.data.items.map((feed) => (
                <FeedRow
                  key={`${feed.scope}-${feed.professionalId ?? ''}`}
                  feed={feed}
                  name={feedName(feed)}
                  regenerating={regenerate.isPending && replacing === feed}
                  onRegenerate={() => setReplacing(feed)}
                />
              ))}
            </ul>
          )}

          <section className="space-y-2 rounded-xl bg-muted/50 p-4 text-sm">
            <h3 className="font-semibold text-foreground">{t('agenda.sync.howTo')}</h3>
            <ul className="list-disc space-y-1.5 pl-5 text-muted-foreground">
              <li>{t('agenda.sync.google')}</li>
              <li>{t('agenda.sync.apple')}</li>
              <li>{t('agenda.sync.outlook')}</li>
            </ul>
            <p className="text-xs text-muted-foreground">{t('agenda.sync.refreshNote')}</p>
          </section>
        </div>

        <ConfirmDialog
          open={replacing !== null}
          onOpenChange={(next) => (next ? undefined : setReplacing(null))}
          title={t('agenda.sync.regenerateConfirm.title')}
          description={t('agenda.sync.regenerateConfirm.description', { name: replacing ? feedName(replacing) : '' })}
          cancelLabel={t('agenda.sync.regenerateConfirm.back')}
          confirmLabel={t('agenda.sync.regenerateConfirm.confirm')}
          pendingLabel={t('agenda.sync.regenerateConfirm.pending')}
          pending={regenerate.isPending}
          onConfirm={() => void confirmReplace()}
        />
      </DialogContent>
    </Dialog>
  );
}

function FeedRow({
  feed,
  name,
  regenerating,
  onRegenerate,
}: {
  feed: CalendarFeed;
  name: string;
  regenerating: boolean;
  onRegenerate: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);

  const copy = async () => {
    try {
      await copyText(feed.url, input);
      showToast('success', t('agenda.toasts.linkCopied'), name);
    } catch {
      showToast('error', t('agenda.toasts.copyError'), t('agenda.sync.copyManually'));
    }
  };

  return (
    <li className="space-y-2 rounded-xl border border-border p-3" data-testid="calendar-feed" data-scope={feed.scope}>
      <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-foreground">
        {name}
      </label>
      <input
        id={`${id}-url`}
        ref={setInput}
        readOnly
        value={feed.url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-10 w-full rounded-lg border border-input bg-muted/40 px-3 font-mono text-xs text-foreground"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copy()}
          aria-label={t('agenda.sync.copyNamed', { name })}
        >
          <Copy aria-hidden="true" />
          {t('agenda.sync.copy')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onRegenerate}
          disabled={regenerating}
          aria-label={t('agenda.sync.regenerateNamed', { name })}
        >
          <RefreshCw aria-hidden="true" className={regenerating ? 'animate-spin' : undefined} />
          {t('agenda.sync.regenerate')}
        </Button>
      </div>
    </li>
  );
}
