import { useTranslation } from 'react-i18next';
import type { TestWhatsAppMessage } from '../../../../contracts/test-whatsapp.ts';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * One message as a chat shows it: Agendo's on the right, the client's on the left, with its time
 * and status; under a template, its quick-reply buttons, which the client taps.
 */
export function MessageBubble({
  message,
  onTap,
  busy,
}: {
  message: TestWhatsAppMessage;
  onTap: (payload: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const outgoing = message.direction === 'out';
  // The buttons show as buttons under the bubble, not again as the text's last line.
  const buttonLine = `\n\n${message.buttons.map((button) => `[${button.label}]`).join(' ')}`;
  const body =
    message.buttons.length > 0 && message.body.endsWith(buttonLine)
      ? message.body.slice(0, -buttonLine.length)
      : message.body;
  const time = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className={cn('flex flex-col', outgoing ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          outgoing
            ? 'rounded-tr-sm bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50'
            : 'rounded-tl-sm border border-border bg-card text-foreground',
        )}
      >
        <span className="sr-only">{outgoing ? t('testWhatsApp.sent') : t('testWhatsApp.received')}: </span>
        <p className="whitespace-pre-wrap break-words">{body}</p>
        <p className="mt-1 text-right text-xs opacity-80">
          <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
          {' · '}
          {t(`testWhatsApp.status.${message.status}`)}
        </p>
      </div>
      {message.buttons.length > 0 && (
        <div
          role="group"
          aria-label={t('testWhatsApp.buttonsLabel')}
          className="mt-1 flex w-full max-w-[85%] flex-wrap justify-end gap-1 sm:max-w-[70%]"
        >
          {message.buttons.map((button) => (
            <Button
              key={button.payload}
              variant="outline"
              className="flex-1 text-emerald-800 dark:text-emerald-200"
              disabled={busy}
              onClick={() => onTap(button.payload)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
