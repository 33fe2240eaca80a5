import { Archive, ArchiveRestore, Building2, ChevronDown, Mail, Reply } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../contracts/contact.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { replyMailtoHref } from '../lib/reply-link.ts';

/** What a received message's buttons ask for; the list carries them out. */
export type MessageAction = 'markUnread' | 'archive' | 'unarchive';

/**
 * One received message: the sender, their business, the title and the date, with a 'novo' mark
 * until it is opened. Opening it (a disclosure button) shows the text and the actions: reply by
 * e-mail, mark as unread, archive or bring back.
 */
export function MessageItem({
  message,
  open,
  busy,
  onToggle,
  onAction,
}: {
  message: ContactMessage;
  open: boolean;
  /** A change to this message is on its way: its buttons wait. */
  busy: boolean;
  onToggle: () => void;
  onAction: (action: MessageAction) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const isNew = message.readAt === null;
  const archived = message.archivedAt !== null;
  const receivedAt = new Date(message.createdAt);
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' }).format(
    receivedAt,
  );

  return (
    <article
      data-testid="contact-message"
      data-message-new={isNew}
      className={cn(
        'rounded-2xl border bg-card shadow-sm transition-colors',
        isNew ? 'border-primary/40' : 'border-border',
        open && 'ring-1 ring-ring/30',
      )}
    >
      <h2 className="text-base">
        <button
          type="button"
          id={`${id}-toggle`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {isNew && (
                <Badge className="uppercase tracking-wide" title={t('contact.inbox.newLabel')}>
                  {t('contact.inbox.new')}
                </Badge>
              )}
              {archived && <Badge variant="outline">{t('contact.inbox.archivedBadge')}</Badge>}
              <span className={cn('break-words text-foreground', isNew ? 'font-bold' : 'font-semibold')}>
                {message.title}
              </span>
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">
              <span className="sr-only">{t('contact.inbox.from')}: </span>
              <span className={cn('text-foreground', isNew && 'font-medium')}>{message.name}</span>{' '}
              <span className="break-all">&lt;{message.email}&gt;</span>
            </span>
            {message.businessName && (
              <span className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t('contact.inbox.business')}: </span>
                <span className="min-w-0 break-words">{message.businessName}</span>
              </span>
            )}
            <span className="mt-1 block text-xs text-muted-foreground">
              {t('contact.inbox.received')} <time dateTime={message.createdAt}>{date}</time>
            </span>
          </span>
          <span className="shrink-0 pt-0.5 text-muted-foreground">
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </span>
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-toggle`}
        hidden={!open}
        className="border-t border-border px-4 pb-4 pt-3 sm:px-5 sm:pb-5"
      >
        {open && (
          <>
            <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-foreground">{message.message}</p>
            <div role="group" aria-label={t('contact.inbox.actions')} className="mt-4 flex flex-wrap gap-2">
              <a href={replyMailtoHref(message.email, message.title)} className={buttonVariants({ size: 'sm' })}>
                <Reply aria-hidden="true" />
                {t('contact.inbox.reply')}
              </a>
              {!isNew && (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('markUnread')}>
                  <Mail aria-hidden="true" />
                  {t('contact.inbox.markUnread')}
                </Button>
              )}
              {archived ? (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('unarchive')}>
                  <ArchiveRestore aria-hidden="true" />
                  {t('contact.inbox.unarchive')}
                </Button>
              ) : (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('archive')}>
                  <Archive aria-hidden="true" />
                  {t('contact.inbox.archive')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </article>
  );
}
