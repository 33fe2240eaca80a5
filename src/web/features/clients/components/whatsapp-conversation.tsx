import { MessagesSquare, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientWhatsAppConversation } from '../../../../contracts/whatsapp-conversation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useClientWhatsApp } from '../api/list-client-whatsapp-messages.ts';
import { WhatsAppBubble } from './whatsapp-bubble.tsx';
import { WhatsAppComposer } from './whatsapp-composer.tsx';

/** Messages asked for at first, and each time earlier ones are asked for. */
const PAGE = 50;

/** Why the composer is off, or until when it is on, in words. */
function windowWords(
  data: ClientWhatsAppConversation,
  t: ReturnType<typeof useTranslation>['t'],
  format: (iso: string) => string,
): string {
  if (!data.takesWhatsApp) return t(`clients.whatsappChat.reason.${data.reason ?? 'no_consent'}`);
  if (data.window.open && data.window.closesAt)
    return t('clients.whatsappChat.openUntil', { date: format(data.window.closesAt) });
  if (data.window.closesAt) return t('clients.whatsappChat.closedSince', { date: format(data.window.closesAt) });
  return t('clients.whatsappChat.neverWrote');
}

/**
 * The client's WhatsApp conversation as a chat (docs/whatsapp.md), read again now and then, with
 * the front desk's composer while WhatsApp's 24-hour window is open — else why it is not.
 */
export function WhatsAppConversation({
  clientId,
  format,
  mayWrite,
}: {
  clientId: string;
  /** A date and time on the business's clock. */
  format: (iso: string) => string;
  mayWrite: boolean;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(PAGE);
  const conversation = useClientWhatsApp(clientId, limit);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = conversation.data?.messages.at(-1)?.id;

  // A new last message (one written or received) scrolls the chat to it, as a phone does.
  useEffect(() => {
    const element = scroller.current;
    if (element && lastId) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const data = conversation.data;
  return (
    <Card role="region" aria-labelledby="client-whatsapp-chat" data-testid="client-whatsapp-chat">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-3">
        <CardTitle id="client-whatsapp-chat" className="flex items-center gap-2 text-lg">
          <MessagesSquare className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('clients.whatsappChat.title')}
        </CardTitle>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void conversation.refetch()}
          disabled={conversation.isFetching}
          aria-label={t('clients.whatsappChat.refresh')}
        >
          <RefreshCw aria-hidden="true" className={conversation.isFetching ? 'animate-spin' : undefined} />
          <span className="hidden sm:inline">{t('clients.whatsappChat.refresh')}</span>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {conversation.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('clients.whatsappChat.loading')}
          </p>
        ) : conversation.isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">{conversation.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void conversation.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          data && (
            <>
              {data.messages.length === 0 ? (
                <p className="rounded-xl bg-muted/50 px-3 py-6 text-center text-sm text-muted-foreground">
                  {t('clients.whatsappChat.empty')}
                </p>
              ) : (
                <div
                  ref={scroller}
                  role="log"
                  aria-label={t('clients.whatsappChat.messagesLabel')}
                  tabIndex={0}
                  className="max-h-[28rem] overflow-y-auto rounded-xl bg-muted/40 p-3"
                >
                  {data.hasOlder && (
                    <div className="mb-3 text-center">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={conversation.isFetching}
                        onClick={() => setLimit((shown) => Math.min(shown + PAGE, 500))}
                      >
                        {t('clients.whatsappChat.older')}
                      </Button>
                    </div>
                  )}
                  <ol className="flex flex-col gap-2">
                    {data.messages.map((message) => (
                      <WhatsAppBubble key={message.id} message={message} format={format} />
                    ))}
                  </ol>
                </div>
              )}
              {mayWrite && data.canSend ? (
                <WhatsAppComposer clientId={clientId} hint={windowWords(data, t, format)} />
              ) : (
                <p
                  className="rounded-xl border border-border px-3 py-2 text-sm text-muted-foreground"
                  data-testid="whatsapp-composer-off"
                >
                  {windowWords(data, t, format)}
                </p>
              )}
            </>
          )
        )}
      </CardContent>
    </Card>
  );
}
