import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestWhatsAppConversation } from '../../../../contracts/test-whatsapp.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useTestWhatsAppReply } from '../api/test-whatsapp.ts';
import { MessageBubble } from './message-bubble.tsx';

/** One conversation as the client's phone shows it, with the client's side: buttons and a text box. */
export function ChatView({ conversation }: { conversation: TestWhatsAppConversation }) {
  const { t } = useTranslation();
  const reply = useTestWhatsAppReply();
  const [text, setText] = useState('');
  const phone = conversation.phone;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate({ phone, text: text.trim() }, { onSuccess: () => setText('') });
  }

  return (
    <section
      aria-labelledby="test-whatsapp-chat"
      className="flex min-w-0 flex-col rounded-2xl border border-border bg-muted/40"
    >
      <h2 id="test-whatsapp-chat" className="border-b border-border px-4 py-3 font-semibold text-foreground">
        {conversation.displayPhone}
      </h2>
      <ol
        aria-label={t('testWhatsApp.messagesLabel', { phone: conversation.displayPhone })}
        className="flex flex-col gap-3 p-3 sm:p-4"
      >
        {conversation.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            busy={reply.isPending}
            onTap={(payload) => reply.mutate({ phone, buttonPayload: payload })}
          />
        ))}
      </ol>
      {reply.isError && (
        <p role="alert" className="mx-3 mb-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {t('testWhatsApp.replyFailed', { message: reply.error.message })}
        </p>
      )}
      <form onSubmit={send} className="flex gap-2 border-t border-border p-3">
        <label htmlFor="test-whatsapp-text" className="sr-only">
          {t('testWhatsApp.replyLabel')}
        </label>
        <Input
          id="test-whatsapp-text"
          value={text}
          maxLength={1000}
          autoComplete="off"
          placeholder={t('testWhatsApp.replyPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={reply.isPending || !text.trim()}>
          <SendHorizontal aria-hidden="true" />
          {t('testWhatsApp.send')}
        </Button>
      </form>
    </section>
  );
}
