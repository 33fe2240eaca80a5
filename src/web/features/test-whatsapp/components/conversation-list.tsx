import { useTranslation } from 'react-i18next';
import type { TestWhatsAppConversation } from '../../../../contracts/test-whatsapp.ts';
import { cn } from '../../../lib/cn.ts';

/** The numbers with a conversation, the most recent first; the chosen one is pressed. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: TestWhatsAppConversation[];
  selected: string;
  onSelect: (phone: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="test-whatsapp-conversations">
      <h2 id="test-whatsapp-conversations" className="px-1 text-sm font-semibold text-muted-foreground">
        {t('testWhatsApp.conversations')}
      </h2>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {conversations.map((conversation) => {
          const last = conversation.messages.at(-1);
          return (
            <li key={conversation.phone} className="shrink-0 lg:shrink">
              <button
                type="button"
                aria-pressed={conversation.phone === selected}
                onClick={() => onSelect(conversation.phone)}
                className={cn(
                  'flex w-full flex-col items-start rounded-xl border border-border bg-card px-3 py-2 text-left',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  conversation.phone === selected && 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950',
                )}
              >
                <span className="font-medium text-foreground">{conversation.displayPhone}</span>
                <span className="text-xs text-muted-foreground">
                  {t('testWhatsApp.conversationCount', { count: conversation.messages.length })}
                </span>
                {last && (
                  <span className="mt-1 hidden max-w-full truncate text-xs text-muted-foreground lg:block">
                    {last.body.split('\n')[0]}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
