import { Crown, KeyRound, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlan } from '../../../../core/plans.ts';
import type { BusinessUser } from '../../../../contracts/users.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/list-professionals.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRevokeUserAccess } from '../api/revoke-user-access.ts';
import { useUsers } from '../api/list-users.ts';
import { GiveAccessDialog } from '../components/give-access-dialog.tsx';

/** /usuarios (SPEC 6): who may sign in, against the plan's limit; the owner gives and takes access. */
export function UsersPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const users = useUsers();
  const professionals = useProfessionals({ active: true, limit: 200 });
  const revoke = useRevokeUserAccess();
  const [giving, setGiving] = useState(false);
  const [revoking, setRevoking] = useState<BusinessUser | null>(null);

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.userId);
      showToast('success', t('users.toasts.revoked'), revoking.fullName);
      setRevoking(null);
    } catch (error) {
      showToast('error', t('users.toasts.revokeError'), errorMessage(error));
    }
  };

  const giveButton = (
    <Button onClick={() => setGiving(true)} disabled={!users.isSuccess}>
      <UserPlus aria-hidden="true" />
      {t('users.giveAccess')}
    </Button>
  );

  let content;
  if (users.isPending) {
    content = <LoadingScreen fullScreen={false} />;
  } else if (users.isError) {
    content = <ErrorState message={users.error.message} onRetry={() => void users.refetch()} retrying={users.isFetching} />;
  } else {
    const { usersUsed, userLimit, plan } = users.data;
    const planName = getPlan(plan).name[language];
    const atLimit = usersUsed >= userLimit;
    const since = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: me.business.timeZone });
    // The owner (who is looking) first, then other admins, then by when access was given.
    const rank = (user: BusinessUser) => (user.userId === me.user.id ? 0 : user.role === 'admin' ? 1 : 2);
    const items = [...users.data.items].sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt));
    content = (
      <>
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 flex-1">
              <p className="text-lg font-semibold text-foreground" data-testid="users-usage">
                {t('users.usage', { used: usersUsed, limit: userLimit })}
              </p>
              <p className="text-sm text-muted-foreground">{t('users.plan', { plan: planName })}</p>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className={cn('h-full rounded-full', atLimit ? 'bg-destructive' : 'bg-primary')}
                  style={{ width: `${Math.min(100, (usersUsed / Math.max(1, userLimit)) * 100)}%` }}
                />
              </div>
            </div>
            <Link to="/escolha-plano" className="text-sm font-medium text-link underline-offset-4 hover:underline sm:shrink-0">
              {t('users.limit.seePlans')}
            </Link>
        </Card>
        {atLimit && (
          <Alert variant="warning" data-testid="users-at-limit">
            <p>{t('users.limit.reached', { plan: planName, limit: userLimit })}</p>
            <Link to="/escolha-plano" className="font-semibold underline underline-offset-4">
              {t('users.limit.upgrade')}
            </Link>
          </Alert>
        )}
        {items.length === 0 ? (
          <EmptyState icon={KeyRound} title={t('users.empty')} />
        ) : (
          <Table aria-label={t('users.listLabel')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('users.columns.name')}</TableHead>
                <TableHead>{t('users.columns.email')}</TableHead>
                <TableHead>{t('users.columns.role')}</TableHead>
                <TableHead>{t('users.columns.since')}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{t('common.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((user) => {
                const owner = user.role === 'admin';
                return (
                  <TableRow key={user.userId} data-testid="user-row">
                    <TableCell primary>
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-foreground">{user.fullName}</span>
                        {owner && (
                          <Badge variant="accent">
                            <Crown className="size-3" aria-hidden="true" />
                            {t('users.owner')}
                          </Badge>
                        )}
                        {user.userId === me.user.id && <Badge variant="outline">{t('users.you')}</Badge>}
                      </div>
                    </TableCell>
                    <TableCell label={t('users.columns.email')} className="max-md:break-all">
                      {user.email}
                    </TableCell>
                    <TableCell label={t('users.columns.role')}>{t(`roles.${user.role}`)}</TableCell>
                    <TableCell label={t('users.columns.since')} className="whitespace-nowrap">
                      {since.format(new Date(user.createdAt))}
                    </TableCell>
                    <TableCell actions className={owner ? 'max-md:hidden!' : undefined}>
                      {owner ? (
                        <span className="text-xs text-muted-foreground">—</span>
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-destructive! hover:bg-destructive/10!"
                          aria-label={t('users.revoke.actionNamed', { name: user.fullName })}
                          onClick={() => setRevoking(user)}
                        >
                          <UserMinus aria-hidden="true" />
                          {t('users.revoke.action')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </>
    );
  }

  const withoutLogin = (professionals.data?.items ?? []).filter((professional) => professional.userId === null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('users.title')} description={t('users.description')} actions={giveButton} />
      {content}
      <GiveAccessDialog open={giving} onOpenChange={setGiving} professionals={withoutLogin} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('users.revoke.title', { name: revoking?.fullName ?? '' })}
        description={t('users.revoke.description')}
        confirmLabel={t('users.revoke.confirm')}
        pendingLabel={t('users.revoke.pending')}
        pending={revoke.isPending}
        onConfirm={() => void onRevoke()}
      />
    </div>
  );
}
