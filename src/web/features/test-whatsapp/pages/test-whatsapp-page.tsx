import '../i18n/register-translations.ts';
import { MessageCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
    <div className="min-h-dvh">
      <title>{`${t('testWhatsApp.title')} · Agendo`}</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t('testWhatsApp.title')}</h1>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{t('testWhatsApp.note')}</p>
            <Link to="/caixa-de-correio" className="mt-1 inline-block text-sm text-primary underline">
              {t('testWhatsApp.mailbox')}
            </Link>
          </div>
          <Button variant="outline" onClick={() => void messages.refetch()} disabled={messages.isFetching}>
            <RefreshCw aria-hidden="true" className={messages.isFetching ? 'animate-spin' : undefined} />
            {t('testWhatsApp.refresh')}
          </Button>
        </div>

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
      </main>
    </div>
  );
}
