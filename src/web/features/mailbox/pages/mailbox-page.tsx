import { Inbox, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useMailbox } from '../api/get-mailbox.ts';
import { LinkifiedText } from '../components/linkified-text.tsx';

/** The local mailbox: e-mails the server kept because no SMTP server is configured (docs/operations.md). */
export function MailboxPage() {
  const { t } = useTranslation();
  const mailbox = useMailbox();
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' });
  const disabled = mailbox.error instanceof ApiError && mailbox.error.code === 'MAILBOX_DISABLED';

  return (
    <div className="min-h-dvh">
      <title>{`${t('mailbox.title')} · Agendo`}</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-4xl items-center justify-between px-4 py-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t('mailbox.title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('mailbox.description')}</p>
            <Link to="/whatsapp-teste" className="mt-1 inline-block text-sm text-primary underline">
              {t('mailbox.testWhatsApp')}
            </Link>
          </div>
          <Button variant="outline" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
            <RefreshCw aria-hidden="true" className={mailbox.isFetching ? 'animate-spin' : undefined} />
            {t('mailbox.refresh')}
          </Button>
        </div>

        {mailbox.isPending ? (
          <LoadingScreen fullScreen={false} />
        ) : mailbox.isError ? (
          <p role="alert" className="mt-8 rounded-2xl border border-border bg-card p-6 text-muted-foreground">
            {disabled ? t('mailbox.disabled') : mailbox.error.message}
          </p>
        ) : mailbox.data.items.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-border bg-card p-10 text-center">
            <Inbox className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-3 font-medium text-foreground">{t('mailbox.empty')}</p>
          </div>
        ) : (
          <ul className="mt-8 space-y-4" aria-label={t('mailbox.listLabel', { count: mailbox.data.total })}>
            {mailbox.data.items.map((message) => (
              <li key={message.id}>
                <article
                  className="rounded-2xl border border-border bg-card p-5 shadow-sm"
                  aria-labelledby={`mail-${message.id}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 id={`mail-${message.id}`} className="font-semibold text-foreground">
                      {message.subject}
                    </h2>
                    <Badge variant="secondary">{t(`mailbox.status.${message.status}`)}</Badge>
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('mailbox.to', { address: message.to })} · {dateFormat.format(new Date(message.createdAt))}
                  </p>
                  <div className="mt-4 whitespace-pre-wrap break-words rounded-xl bg-muted/60 p-4 text-sm text-foreground">
                    <LinkifiedText text={message.text} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
