import '../i18n/register-translations.ts';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { useMe } from '../../../lib/session/get-me.ts';
import { ContactForm } from '../components/contact-form.tsx';

/**
 * /enviar-mensagem (SPEC 2, 5; issue 17): a signed-in person writes to the people who run Agendo.
 * Anyone not signed in goes to /auth.
 */
export function SendMessagePage() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <LoadingScreen />;
  if (me.data === null) return <Navigate to="/auth" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${t('contact.send.title')} · Agendo`}</title>
      <SiteHeader />
      <main id="main" className="flex-1 bg-muted/30 px-4 py-10 sm:px-6 sm:py-16">
        <Card className="mx-auto w-full max-w-2xl">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t('contact.send.title')}</h1>
            <CardDescription>{t('contact.send.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            {me.data ? (
              <ContactForm me={me.data} />
            ) : (
              // Who is signed in could not be learned (the server is unreachable): say so and offer a retry.
              <div role="alert" className="rounded-xl border border-destructive/30 p-6 text-center">
                <p className="font-semibold text-foreground">{t('errors.loadFailed.title')}</p>
                <p className="mt-1 text-sm text-muted-foreground">{me.error?.message ?? t('errors.unexpected')}</p>
                <Button variant="outline" className="mt-4" onClick={() => void me.refetch()} disabled={me.isFetching}>
                  <RefreshCw aria-hidden="true" className={me.isFetching ? 'animate-spin' : undefined} />
                  {t('common.retry')}
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
