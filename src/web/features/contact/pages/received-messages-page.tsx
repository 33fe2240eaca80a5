// The signed-in pages' shared texts: the list's pagination and load-error states.
import '../../../i18n/back-office.ts';
import '../i18n/register-translations.ts';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useSuperAdminStatus } from '../../../lib/session/super-admin-status.ts';
// The super admin's pages share one frame. It is another feature's: it belongs in src/web/app or
// src/web/components once its other pages can follow it there.
// eslint-disable-next-line agendo/feature-boundaries
import { SuperAdminShell } from '../../super-admin/components/super-admin-shell.tsx';
import { MessagesInbox } from '../components/messages-inbox.tsx';
import { OnlySuperAdmins } from '../components/only-super-admins.tsx';

/**
 * /mensagens-recebidas (docs/blog.md): the messages people sent, for an active super admin.
 * Anyone else is told that only super administrators can view them (the super admin frame alone
 * would send them home without a word).
 */
export function ReceivedMessagesPage() {
  const { t } = useTranslation();
  const status = useSuperAdminStatus();
  if (status.isPending) return <LoadingScreen />;
  if (!status.data) {
    return (
      <OnlySuperAdmins
        checkFailed={status.isError}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return (
    <SuperAdminShell title={t('contact.inbox.title')}>
      <p className="mt-1 text-sm text-muted-foreground">{t('contact.inbox.description')}</p>
      <MessagesInbox />
    </SuperAdminShell>
  );
}
