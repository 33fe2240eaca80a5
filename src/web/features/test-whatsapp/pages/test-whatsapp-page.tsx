import '../i18n/register-translations.ts';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalToolPage } from '../../../components/local-tool-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useTestWhatsApp } from '../api/test-whatsapp.ts';
import { ChatView } from '../components/chat-view.tsx';
import { ConversationList } from '../components/conversation-list.tsx';

/** The built-in test WhatsApp (docs/whatsapp.md): the messages a server without WhatsApp keys kept, as a chat. */
export function TestWhatsAppPage() {
  const { t } = useTranslation();
  const messages = useTestWhatsApp();
  const [chosen, setChosen] = useState<string | null>(null);
  const disabled = messages.error instanceof ApiError && messages.error.code === 'TEST_WHATSAPP_DISABLED';
  const conversations = messages.data?.conversations ?? [];
  const current = conversations.find((c) => c.phone === chosen) ?? conversations[0];

  return (
    <LocalToolPage
      title={t('testWhatsApp.title')}
      description={t('testWhatsApp.note')}
      link={{ to: '/caixa-de-correio', label: t('testWhatsApp.mailbox') }}
      refresh={{ onClick: () => void messages.refetch(), busy: messages.isFetching, label: t('testWhatsApp.refresh') }}
      wide
    >
      {messages.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : messages.isError ? (
        <p role="alert" className="mt-8 rounded-2xl border border-border bg-card p-6 text-muted-foreground">
          {disabled ? t('testWhatsApp.disabled') : messages.error.message}
        </p>
      ) : !current ? (
        <div className="mt-8 rounded-2xl border border-dashed border-border bg-card p-10 text-center">
          <MessageCircle className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium text-foreground">{t('testWhatsApp.empty')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('testWhatsApp.emptyHint')}</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <ConversationList conversations={conversations} selected={current.phone} onSelect={setChosen} />
          <ChatView key={current.phone} conversation={current} />
        </div>
      )}
    </LocalToolPage>
  );
}
