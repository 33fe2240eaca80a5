import { CalendarClock, Check, CheckCheck, CircleAlert, Clock, Send, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentWhatsAppMessage } from '../../../../contracts/appointment-whatsapp.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDay, formatTime, localDateOf } from '../../../lib/local-date.ts';
import { useNow } from '../../../lib/use-now.ts';
import { whatsAppFailureText } from '../../../lib/whatsapp-failure-text.ts';
import { messageKind, messageState, type WhatsAppMessageState } from '../lib/whatsapp-message-view.ts';

const STATE_STYLE: Record<WhatsAppMessageState, { Icon: LucideIcon; tone: string }> = {
  scheduled: { Icon: CalendarClock, tone: 'text-muted-foreground' },
  queued: { Icon: Clock, tone: 'text-muted-foreground' },
  accepted: { Icon: Send, tone: 'text-muted-foreground' },
  sent: { Icon: Check, tone: 'text-muted-foreground' },
  delivered: { Icon: CheckCheck, tone: 'text-muted-foreground' },
  read: { Icon: CheckCheck, tone: 'text-link' },
  failed: { Icon: CircleAlert, tone: 'text-destructive' },
};

/**
 * The appointment's WhatsApp messages on its panel: each one's purpose, how far it got (or when
 * it is due) and when, on the business's clock; why one failed and whether the client has the
 * same news by e-mail. Nothing when the appointment has none.
 */
export function WhatsAppMessagesSection({
  messages,
  timeZone,
}: {
  messages: AppointmentWhatsAppMessage[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow(30_000).getTime();
  if (messages.length === 0) return null;
  const language = currentLanguage();
  const moment = (instant: string) =>
    `${formatDay(localDateOf(instant, timeZone), language, { day: 'numeric', month: 'short' })}, ${formatTime(instant, timeZone, language)}`;

  return (
    <section className="mt-6 border-t border-border pt-5" aria-labelledby={`${id}-title`} data-testid="panel-whatsapp">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
        {t('agenda.panel.whatsapp.title')}
      </h3>
      <ul className="mt-3 space-y-2.5 text-sm">
        {messages.map((message) => {
          const state = messageState(message, now);
          const { Icon, tone } = STATE_STYLE[state];
          return (
            <li
              key={message.id}
              className="flex items-start gap-2"
              data-testid="panel-whatsapp-message"
              data-status={state}
            >
              <Icon className={cn('mt-0.5 size-4 shrink-0', tone)} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-foreground">
                    {t(`agenda.panel.whatsapp.kinds.${messageKind(message)}`)}
                  </span>
                  {state !== 'scheduled' && (
                    <span className="whitespace-nowrap text-xs text-muted-foreground">{moment(message.at)}</span>
                  )}
                </div>
                <p className={cn('break-words', state === 'failed' ? 'text-destructive' : 'text-muted-foreground')}>
                  {state === 'scheduled'
                    ? t('agenda.panel.whatsapp.states.scheduled', { time: moment(message.at) })
                    : state === 'failed'
                      ? whatsAppFailureText(t, message)
                      : t(`agenda.panel.whatsapp.states.${state}`)}
                </p>
                {state === 'failed' && message.emailed && (
                  <p className="text-xs text-muted-foreground">{t('agenda.panel.whatsapp.emailed')}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
