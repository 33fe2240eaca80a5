import '../i18n/register-translations.ts';
import { CalendarCheck, Hourglass, Settings2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { WaitlistEntry } from '../../../../contracts/waitlist.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { parseListParams, writeListParams } from '../../../lib/use-list-params.ts';
import { useWaitlist, type WaitlistStatus } from '../api/list-waitlist.ts';
import { useRemoveWaitlistEntry } from '../api/remove-waitlist-entry.ts';
import { WaitlistEntryCard } from '../components/waitlist-entry-card.tsx';
import { WAITLIST_STATUSES, waitlistStatusFilter } from '../lib/waitlist-filter.ts';

const FILTERS = { status: waitlistStatusFilter };
const EMPTY = {
  waiting: { icon: Hourglass, title: 'waitlist.emptyWaiting', text: 'waitlist.emptyWaitingText' },
  booked: { icon: CalendarCheck, title: 'waitlist.emptyBooked', text: 'waitlist.emptyBookedText' },
  removed: { icon: UserX, title: 'waitlist.emptyRemoved', text: 'waitlist.emptyRemovedText' },
} as const;

/**
 * /lista-de-espera: the customers who joined the waitlist from the booking page — who, for what,
 * which days, the offers made — filtered by status (those waiting first; the status lives in the
 * address); the owner takes a waiting customer off the list.
 */
export function WaitlistPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const [address, setAddress] = useSearchParams();
  const params = parseListParams(address, FILTERS);
  const { status } = params.filters;
  const entries = useWaitlist(status);
  const remove = useRemoveWaitlistEntry();
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const mayRemove = may(me.profile.role, 'removeWaitlistEntry');

  const setStatus = (next: WaitlistStatus) =>
    setAddress((current) => writeListParams(current, { ...params, filters: { status: next } }, FILTERS));

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        showToast('success', t('waitlist.removed'), removing.clientName);
        setRemoving(null);
      },
      onError: (error) => {
        showToast('error', t('waitlist.removeFailed'), error instanceof ApiError ? error.message : undefined);
        setRemoving(null);
      },
    });
  };

  const empty = EMPTY[status];
  return (
    <div className="space-y-6" data-testid="waitlist-page">
      <PageHeader
        title={t('waitlist.title')}
        description={t('waitlist.description')}
        actions={
          <Link to="/agendamento-online" className={buttonVariants({ variant: 'outline' })}>
            <Settings2 aria-hidden="true" />
            {t('waitlist.settingsLink')}
          </Link>
        }
      />
      <SegmentedControl
        label={t('waitlist.filterLabel')}
        value={status}
        onValueChange={setStatus}
        className="flex w-full sm:inline-flex sm:w-auto"
        options={WAITLIST_STATUSES.map((value) => ({ value, label: t(`waitlist.statuses.${value}`) }))}
      />
      {entries.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner />
          {t('waitlist.loading')}
        </p>
      ) : entries.isError ? (
        <ErrorState
          message={entries.error instanceof ApiError ? entries.error.message : undefined}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
        />
      ) : entries.data.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={t(empty.title)} description={t(empty.text)} />
      ) : (
        <ul className="space-y-3">
          {entries.data.items.map((entry) => (
            <WaitlistEntryCard
              key={entry.id}
              entry={entry}
              timeZone={me.business.timeZone}
              country={me.business.country}
              onRemove={mayRemove && entry.status === 'waiting' ? () => setRemoving(entry) : undefined}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={t('waitlist.removeTitle')}
        description={t('waitlist.removeText', { name: removing?.clientName ?? '' })}
        confirmLabel={t('waitlist.removeConfirm')}
        pendingLabel={t('waitlist.removing')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
