import { Download, LogOut, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessExportButton } from '../../../components/business-export-button.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { CLIENTS_EXPORT_URL } from '../../../lib/api/clients.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignOut } from '../../../lib/session/sign-out.ts';
import { StatePageShell } from './state-page-shell.tsx';

/**
 * A page that explains why the app is closed for now and leads to the plans. Nothing is deleted:
 * the owner may still take all the data away (one ZIP) or the client list alone (CSV).
 */
export function SubscriptionStatePage({
  Icon,
  title,
  description,
}: {
  Icon: LucideIcon;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const signOut = useSignOut();
  return (
    <StatePageShell Icon={Icon} title={title}>
      <p className="mt-3 text-pretty text-muted-foreground">{description}</p>
      <p className="mt-3 text-pretty text-sm text-muted-foreground">{t('subscription.dataKept')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to="/escolha-plano" className={buttonVariants({ variant: 'hero', size: 'lg' })}>
          {t('subscription.seePlans')}
        </Link>
        {me && may(me.profile.role, 'exportBusinessData') && (
          <>
            <BusinessExportButton size="lg" />
            {/* Its label says how the file is separated: on a phone it wraps rather than widening the page. */}
            <a
              href={CLIENTS_EXPORT_URL}
              download
              className={buttonVariants({
                variant: 'outline',
                size: 'lg',
                className: 'h-auto! min-h-11 whitespace-normal! py-2 text-center',
              })}
            >
              <Download aria-hidden="true" />
              {t('subscription.exportClients')}
            </a>
          </>
        )}
        {me && (
          <Button variant="outline" size="lg" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" />
            {t('nav.signOut')}
          </Button>
        )}
      </div>
    </StatePageShell>
  );
}
