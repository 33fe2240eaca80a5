import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WhatsAppConversationMessage } from '../../../../contracts/whatsapp-conversation.ts';
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from '../../../../core/whatsapp.ts';
import { cn } from '../../../lib/cn.ts';
import { splitButtonLine } from '../lib/whatsapp-buttons.ts';
import { whatsAppFailureText } from '../../../lib/whatsapp-failure-text.ts';

const isKnownTemplate = (name: string): name is WhatsAppTemplateName =>
  (WHATSAPP_TEMPLATES as readonly string[]).includes(name);

/** How far an outgoing message got, as a chat marks it. */
function StatusMark({ status }: { status: WhatsAppConversationMessage['status'] }) {
  const className = 'size-3.5 shrink-0';
  if (status === 'queued') return <Clock className={className} aria-hidden="true" />;
  if (status === 'failed') return <AlertCircle className={className} aria-hidden="true" />;
  if (status === 'delivered' || status === 'read')
    return (
      <CheckCheck className={cn(className, status === 'read' && 'text-sky-700 dark:text-sky-300')} aria-hidden="true" />
    );
  return <Check className={className} aria-hidden="true" />;
}

/**
 * One message of the client's conversation: the customer's on the left, the business's on the
 * right with the template it was sent as, its time on the business's clock and how far it got.
 * The text is shown as text (React escapes it), its line breaks kept.
 */
export function WhatsAppBubble({
  message,
  format,
}: {
  message: WhatsAppConversationMessage;
  /** A date and time on the business's clock. */
  format: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const outgoing = message.direction === 'out';
  const failed = message.status === 'failed';
  const { text, buttons } = message.template ? splitButtonLine(message.body) : { text: message.body, buttons: [] };
  return (
    <li className={cn('flex flex-col', outgoing ? 'items-end' : 'items-start')} data-testid="whatsapp-message">
      <div
        className={cn(
          'max-w-[88%] min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[75%]',
          outgoing
            ? 'rounded-tr-sm bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50'
            : 'rounded-tl-sm border border-border bg-card text-foreground',
          failed && 'ring-1 ring-destructive/60',
        )}
      >
        <span className="sr-only">
          {outgoing ? t('clients.whatsappChat.fromBusiness') : t('clients.whatsappChat.fromClient')}:{' '}
        </span>
        {message.template && (
          <p className="mb-1 text-xs font-semibold opacity-80">
            {isKnownTemplate(message.template)
              ? t(`clients.whatsappChat.templates.${message.template}`)
              : message.template}
          </p>
        )}
        <p className="whitespace-pre-wrap break-words">{text}</p>
        {buttons.length > 0 && (
          <ul aria-label={t('clients.whatsappChat.buttons')} className="mt-2 flex flex-wrap gap-1">
            {buttons.map((label) => (
              <li
                key={label}
                className="rounded-full border border-emerald-700/30 bg-white/60 px-2 py-0.5 text-xs dark:bg-emerald-950/40"
              >
                {label}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 flex flex-wrap items-center justify-end gap-x-1 text-xs opacity-80">
          <time dateTime={message.createdAt}>{format(message.createdAt)}</time>
          {outgoing && (
            <>
              <span aria-hidden="true">·</span>
              <StatusMark status={message.status} />
              <span>{t(`clients.whatsappChat.status.${message.status}`)}</span>
            </>
          )}
        </p>
      </div>
      {failed && (
        <p className="mt-1 max-w-[88%] break-words text-xs text-destructive sm:max-w-[75%]">
          {whatsAppFailureText(t, message)}
        </p>
      )}
    </li>
  );
}
