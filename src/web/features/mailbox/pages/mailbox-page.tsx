import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalToolPage } from '../../../components/local-tool-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
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
    <LocalToolPage
      title={t('mailbox.title')}
      description={t('mailbox.description')}
      link={{ to: '/whatsapp-teste', label: t('mailbox.testWhatsApp') }}
      refresh={{ onClick: () => void mailbox.refetch(), busy: mailbox.isFetching, label: t('mailbox.refresh') }}
    >
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
    </LocalToolPage>
  );
}
