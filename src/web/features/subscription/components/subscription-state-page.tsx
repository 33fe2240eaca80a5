import { Download, LogOut, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { CLIENTS_EXPORT_URL } from '../../../lib/api/clients.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { useSignOut } from '../../../lib/session/sign-out.ts';

/**
 * A page that explains why the app is closed for now and leads to the plans. Nothing is deleted:
 * the owner may still take the client list away as CSV.
 */
export function SubscriptionStatePage({ Icon, title, description }: { Icon: LucideIcon; title: string; description: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-secondary/70 to-background">
      <title>{title}</title>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-4 pb-16">
        <div className="w-full max-w-lg rounded-3xl border border-border bg-card p-8 text-center shadow-xl shadow-primary/10 sm:p-10">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-balance text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          <p className="mt-3 text-pretty text-muted-foreground">{description}</p>
          <p className="mt-3 text-pretty text-sm text-muted-foreground">{t('subscription.dataKept')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            <Link to="/escolha-plano" className={buttonVariants({ variant: 'hero', size: 'lg' })}>
              {t('subscription.seePlans')}
            </Link>
            {me?.profile.role === 'admin' && (
              <a href={CLIENTS_EXPORT_URL} download className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                <Download aria-hidden="true" />
                {t('subscription.exportClients')}
              </a>
            )}
            {me && (
              <Button variant="outline" size="lg" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                <LogOut aria-hidden="true" />
                {t('nav.signOut')}
              </Button>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
