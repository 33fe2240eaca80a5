import { Crown, KeyRound, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlan } from '../../../../core/plans.ts';
import { foldSearchText, searchWords } from '../../../../core/search-text.ts';
import type { BusinessUser, ListUsersResponse } from '../../../../contracts/users.ts';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { useRevokeUserAccess } from '../api/revoke-user-access.ts';
import { useUsers } from '../api/list-users.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { GiveAccessDialog } from '../components/give-access-dialog.tsx';

/**
 * The people a search finds, the owner (who is looking) first, then other admins, then by when
 * access was given. A plan allows a handful of logins, so the list comes whole and is searched here,
 * with the server's accent and case folding.
 */
function visibleUsers(data: ListUsersResponse, search: string, myUserId: string): ListUsersResponse {
  const words = searchWords(search);
  const rank = (user: BusinessUser) => (user.userId === myUserId ? 0 : user.role === 'admin' ? 1 : 2);
  const items = data.items
    .filter((user) => {
      const text = foldSearchText(`${user.fullName} ${user.email}`);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt));
  return { ...data, items };
}

/** /usuarios (docs/permissions.md): who may sign in, against the plan's limit; the owner gives and takes access. */
export function UsersPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const list = useListParams();
  const users = useUsers({ select: (data) => visibleUsers(data, list.search, me.user.id) });
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

  const since = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: me.business.timeZone });
  const columns: ListColumn<BusinessUser>[] = [
    {
      header: t('users.columns.name'),
      primary: true,
      cell: (user) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-foreground">{user.fullName}</span>
          {user.role === 'admin' && (
            <Badge variant="accent">
              <Crown className="size-3" aria-hidden="true" />
              {t('users.owner')}
            </Badge>
          )}
          {user.userId === me.user.id && <Badge variant="outline">{t('users.you')}</Badge>}
        </div>
      ),
    },
    { header: t('users.columns.email'), className: 'max-md:break-all', cell: (user) => user.email },
    { header: t('users.columns.role'), cell: (user) => t(`roles.${user.role}`) },
    {
      header: t('users.columns.since'),
      className: 'whitespace-nowrap',
      cell: (user) => since.format(new Date(user.createdAt)),
    },
  ];

  const withoutLogin = (professionals.data?.items ?? []).filter((professional) => professional.userId === null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('users.title')} description={t('users.description')} actions={giveButton} />
      {users.isSuccess && (
        <Usage
          usersUsed={users.data.usersUsed}
          userLimit={users.data.userLimit}
          planName={getPlan(users.data.plan).name[language]}
        />
      )}
      <ListView
        list={list}
        query={users}
        label={t('users.listLabel')}
        searchLabel={t('users.search')}
        columns={columns}
        rowKey={(user) => user.userId}
        rowTestId="user-row"
        // The owner's access cannot be taken away.
        rowActions={(user) =>
          user.role === 'admin' ? null : (
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
          )
        }
        empty={{ icon: KeyRound, title: t('users.empty'), action: giveButton }}
        noResults={(search) => ({
          title: t('users.emptyFiltered.title', { search }),
          description: t('users.emptyFiltered.description'),
        })}
      />
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

/** 'N de M usuários usados' against the plan, and the way to a bigger plan once all are in use. */
function Usage({ usersUsed, userLimit, planName }: { usersUsed: number; userLimit: number; planName: string }) {
  const { t } = useTranslation();
  const atLimit = usersUsed >= userLimit;
  return (
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
        <Link
          to="/escolha-plano"
          className="text-sm font-medium text-link underline-offset-4 hover:underline sm:shrink-0"
        >
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
    </>
  );
}
