import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WHATSAPP_TEXT_MAX } from '../../../../contracts/whatsapp-conversation.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useSendClientWhatsAppMessage } from '../api/send-client-whatsapp-message.ts';

/**
 * The front desk's text to the client, inside WhatsApp's 24-hour window: Enter sends, Shift+Enter
 * starts a new line (on a touch screen, Enter starts one and the button sends). One idempotency key per text, kept until it is queued, so a retry after a
 * lost answer does not send it twice.
 */
export function WhatsAppComposer({ clientId, hint }: { clientId: string; hint: string }) {
  const { t } = useTranslation();
  const send = useSendClientWhatsAppMessage();
  const [text, setText] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const fieldId = useId();
  const hintId = useId();
  const trimmed = text.trim();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || send.isPending) return;
    send.mutate(
      { id: clientId, body: { text: trimmed, idempotencyKey: key } },
      {
        onSuccess: () => {
          setText('');
          setKey(newIdempotencyKey());
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // On a touch screen Enter starts a new line, as in a phone's chat: the button sends.
    if (window.matchMedia('(pointer: coarse)').matches) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-border pt-3" data-testid="whatsapp-composer">
      <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
        {t('clients.whatsappChat.composerLabel')}
      </label>
      <Textarea
        id={fieldId}
        value={text}
        rows={2}
        maxLength={WHATSAPP_TEXT_MAX}
        className="min-h-16"
        aria-describedby={hintId}
        placeholder={t('clients.whatsappChat.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          // A changed text is a new message: it gets its own key.
          if (send.isError) setKey(newIdempotencyKey());
          send.reset();
        }}
        onKeyDown={onKeyDown}
      />
      {send.isError && (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {errorMessage(send.error)}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p id={hintId} className="min-w-0 flex-1 text-xs text-muted-foreground">
          {hint} <span className="hidden sm:inline">{t('clients.whatsappChat.enterHint')}</span>
        </p>
        <div className="flex items-center justify-end gap-3">
          <span className="text-xs tabular-nums text-muted-foreground">
            {t('clients.whatsappChat.counter', { count: text.length, max: WHATSAPP_TEXT_MAX })}
          </span>
          <Button type="submit" disabled={!trimmed || send.isPending}>
            <SendHorizontal aria-hidden="true" />
            {t('clients.whatsappChat.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
