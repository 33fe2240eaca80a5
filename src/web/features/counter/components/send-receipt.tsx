import { Mail, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comanda } from '../../../../contracts/counter.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendReceipt } from '../api/send-receipt.ts';

/**
 * Sending a closed comanda's receipt: by e-mail — to the address typed, else the client's own — or
 * on WhatsApp, which the server sends only to a client who takes WhatsApp messages.
 */
export function SendReceipt({ comanda }: { comanda: Comanda }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendReceipt();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState<'email' | 'whatsapp' | null>(null);

  const submit = (channel: 'email' | 'whatsapp') => {
    setSending(channel);
    send.mutate(
      channel === 'email'
        ? { id: comanda.id, email: email.trim() === '' ? null : email.trim() }
        : { id: comanda.id, whatsapp: true },
      {
        onSuccess: (sent) =>
          showToast(
            'success',
            channel === 'email'
              ? t('counter.receipt.sentEmail', { email: sent.email ?? '' })
              : t('counter.receipt.sentWhatsApp'),
          ),
        onError: (error) => showToast('error', t('counter.receipt.sendFailed'), errorMessage(error)),
        onSettled: () => setSending(null),
      },
    );
  };

  return (
    <form
      className="space-y-2 rounded-2xl border border-border bg-card p-4 print:hidden"
      aria-labelledby={`${id}-title`}
      data-testid="send-receipt"
      onSubmit={(event) => {
        event.preventDefault();
        submit('email');
      }}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
        {t('counter.receipt.sendTitle')}
      </h2>
      <Label htmlFor={`${id}-email`}>{t('counter.receipt.email')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={255}
          value={email}
          placeholder={comanda.clientName ? t('counter.receipt.emailPlaceholder') : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={sending !== null}>
          <Mail aria-hidden="true" />
          {sending === 'email' ? t('counter.receipt.sending') : t('counter.receipt.sendEmail')}
        </Button>
        {comanda.clientId && (
          <Button type="button" variant="outline" disabled={sending !== null} onClick={() => submit('whatsapp')}>
            <MessageCircle aria-hidden="true" />
            {sending === 'whatsapp' ? t('counter.receipt.sending') : t('counter.receipt.sendWhatsApp')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('counter.receipt.emailHint')}
      </p>
    </form>
  );
}
