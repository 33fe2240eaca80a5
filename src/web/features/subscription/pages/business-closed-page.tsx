import '../i18n/register-translations.ts';
import { LogOut, RefreshCw, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BusinessExportButton } from '../../../components/business-export-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReopenBusiness } from '../api/reopen-business.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { homePathFor } from '../../../lib/home-path.ts';
import { dateTimeFormat } from '../../../lib/local-date.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignOut } from '../../../lib/session/sign-out.ts';
import { showToast } from '../../../lib/toast.ts';
import { StatePageShell } from '../components/state-page-shell.tsx';

/**
 * /empresa-encerrada: where every back-office route leads while the owner has closed the business
 * (docs/business-closing.md). The owner sees until when the data is kept, reopens the business or
 * downloads its data; a professional learns that the owner closed it. Once open again (or never
 * closed), the page hands over to the person's home page.
 */
export function BusinessClosedPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const reopen = useReopenBusiness();
  const signOut = useSignOut();

  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    return (
      <StatePageShell Icon={Store} title={t('businessClosed.title')}>
        <p role="alert" className="mt-3 text-pretty text-muted-foreground">
          {me.error.message || t('businessClosed.loadError')}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => void me.refetch()} disabled={me.isFetching}>
          <RefreshCw aria-hidden="true" className={me.isFetching ? 'animate-spin' : undefined} />
          {t('businessClosed.retry')}
        </Button>
      </StatePageShell>
    );
  }
  if (!me.data) return <Navigate to="/auth" replace />;
  const { business, profile } = me.data;
  if (business.closedAt === null || business.erasesAt === null)
    return <Navigate to={homePathFor(profile.role)} replace />;

  const day = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: business.timeZone }).format(new Date(iso));
  const isOwner = may(profile.role, 'reopenBusiness');
  const reopenBusiness = () =>
    reopen.mutate(undefined, {
      onSuccess: () =>
        showToast('success', t('businessClosed.owner.reopened'), t('businessClosed.owner.reopenedDescription')),
      onError: (error) => showToast('error', t('businessClosed.owner.reopenFailed'), errorMessage(error)),
    });

  return (
    <StatePageShell Icon={Store} title={t('businessClosed.title')} tone="destructive">
      {isOwner ? (
        <>
          <p className="mt-3 text-pretty text-muted-foreground">
            {t('businessClosed.owner.description', { name: business.name, closedOn: day(business.closedAt) })}
          </p>
          <p className="mt-3 text-pretty text-sm font-medium text-foreground">
            {t('businessClosed.owner.kept', { erasesOn: day(business.erasesAt) })}
          </p>
        </>
      ) : (
        <p className="mt-3 text-pretty text-muted-foreground">
          {t('businessClosed.professional.description', { name: business.name })}
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {isOwner && (
          <>
            <Button
              variant="hero"
              size="lg"
              onClick={reopenBusiness}
              disabled={reopen.isPending}
              aria-busy={reopen.isPending}
            >
              {reopen.isPending ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden="true" />}
              {reopen.isPending ? t('businessClosed.owner.reopening') : t('businessClosed.owner.reopen')}
            </Button>
            <BusinessExportButton size="lg" label={t('businessClosed.owner.download')} />
          </>
        )}
        <Button variant="outline" size="lg" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          {t('nav.signOut')}
        </Button>
      </div>
    </StatePageShell>
  );
}
