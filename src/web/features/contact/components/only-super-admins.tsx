import { RefreshCw, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useMe } from '../../../lib/session/get-me.ts';

/**
 * The received messages are for super administrators only, and anyone else is told so (docs/blog.md).
 * When the check itself failed (then they are taken as not being one), it can be tried again; someone
 * who is not signed in is offered the sign-in.
 */
export function OnlySuperAdmins({
  checkFailed,
  retrying,
  onRetry,
}: {
  checkFailed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${t('contact.inbox.denied.title')} · Agendo`}</title>
      <SiteHeader />
      <main id="main" className="grid flex-1 place-items-center px-4 py-16">
        <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
            <ShieldX className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-bold text-foreground">{t('contact.inbox.denied.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('contact.inbox.denied.description')}</p>
          {checkFailed && <p className="mt-2 text-sm text-muted-foreground">{t('contact.inbox.denied.checkFailed')}</p>}
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            {checkFailed && (
              <Button variant="outline" onClick={onRetry} disabled={retrying}>
                <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
                {t('common.retry')}
              </Button>
            )}
            {me === null && (
              <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
                {t('contact.inbox.denied.signIn')}
              </Link>
            )}
            <Link to="/" className={buttonVariants()}>
              {t('contact.inbox.denied.backHome')}
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
