import { Archive, Inbox, MailCheck, SearchX, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactBox, ContactMessage, UpdateContactMessageBody } from '../../../../contracts/contact.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useUnreadMessagesCount } from '../../../lib/api/contact-messages.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { defineFilter, useListParams } from '../../../lib/use-list-params.ts';
import { useContactMessages } from '../api/list-contact-messages.ts';
import { useUpdateContactMessage } from '../api/update-contact-message.ts';
import { MessageItem, type MessageAction } from './message-item.tsx';

const PAGE_SIZE = 20;

/** The contract's longest search. */
const SEARCH_MAX_LENGTH = 100;

/** The box in the address: '/mensagens-recebidas?pasta=arquivadas'. */
const FILTERS = {
  box: defineFilter<ContactBox>({
    param: 'pasta',
    default: 'inbox',
    words: { inbox: 'entrada', unread: 'nao-lidas', archived: 'arquivadas' },
  }),
};

const EMPTY_ICONS: Record<ContactBox, LucideIcon> = { inbox: Inbox, unread: MailCheck, archived: Archive };

/**
 * The received messages (docs/blog.md): one box at a time — inbox, unread, archived — searched by
 * sender or title, newest first, a page of twenty. Opening a message marks it read; archiving
 * offers to undo.
 */
export function MessagesInbox() {
  const { t } = useTranslation();
  const list = useListParams({ filters: FILTERS, pageSize: PAGE_SIZE });
  const box = list.filters.box;
  const search = list.search.slice(0, SEARCH_MAX_LENGTH);
  const messages = useContactMessages({ box, search: search || undefined, limit: PAGE_SIZE, offset: list.offset });
  const unreadCount = useUnreadMessagesCount();
  const update = useUpdateContactMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const { data, isPlaceholderData } = messages;
  const items = data?.items ?? [];
  const unread = unreadCount.data ?? data?.unread;

  // A page past the end (the last message of a page archived, an old link) shows the last page instead of nothing.
  const pastTheEnd = !isPlaceholderData && data !== undefined && items.length === 0 && data.total > 0 && list.page > 1;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, setPage]);

  const change = async (message: ContactMessage, body: UpdateContactMessageBody) => {
    try {
      await update.mutateAsync({ id: message.id, body });
      return true;
    } catch (error) {
      showToast('error', t('contact.inbox.updateError'), errorMessage(error));
      return false;
    }
  };

  const toggle = (message: ContactMessage) => {
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    if (message.readAt === null) void change(message, { read: true });
  };

  const moveBetweenBoxes = async (message: ContactMessage, archived: boolean) => {
    if (!(await change(message, { archived }))) return;
    setOpenId(null);
    // The message leaves this box: keep the keyboard in the list rather than on a button that is gone.
    listRef.current?.focus();
    showToast('success', archived ? t('contact.inbox.archived') : t('contact.inbox.unarchived'), undefined, {
      label: t('contact.inbox.undo'),
      onClick: () => void change(message, { archived: !archived }),
    });
  };

  const act = async (message: ContactMessage, action: MessageAction) => {
    switch (action) {
      case 'markUnread':
        if (await change(message, { read: false })) {
          setOpenId(null);
          showToast('success', t('contact.inbox.markedUnread'));
        }
        return;
      case 'archive':
        return moveBetweenBoxes(message, true);
      case 'unarchive':
        return moveBetweenBoxes(message, false);
    }
  };

  let body: ReactNode;
  // Messages from the previous search that found nothing are no answer for this one yet.
  if (messages.isPending || pastTheEnd || (isPlaceholderData && items.length === 0)) {
    body = <LoadingScreen fullScreen={false} />;
  } else if (messages.isError) {
    body =
      messages.error instanceof ApiError && messages.error.status === 403 ? (
        <Alert variant="destructive" role="alert">
          <p>{t('contact.inbox.denied.description')}</p>
        </Alert>
      ) : (
        <ErrorState
          message={messages.error.message}
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      );
  } else if (items.length === 0) {
    body = search ? (
      <EmptyState
        icon={SearchX}
        title={t('contact.inbox.empty.search.title')}
        description={t('contact.inbox.empty.search.description', { search })}
        action={
          <Button variant="outline" onClick={() => list.setSearch('')}>
            {t('common.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={EMPTY_ICONS[box]}
        title={t(`contact.inbox.empty.${box}.title`)}
        description={t(`contact.inbox.empty.${box}.description`)}
      />
    );
  } else {
    body = (
      <>
        <p className="sr-only" role="status">
          {t('contact.inbox.listLabel', { count: messages.data.total })}
        </p>
        <ul
          className="space-y-3"
          aria-label={t('contact.inbox.listLabel', { count: messages.data.total })}
          aria-busy={messages.isFetching}
        >
          {items.map((message) => (
            <li key={message.id}>
              <MessageItem
                message={message}
                open={openId === message.id}
                busy={update.isPending && update.variables?.id === message.id}
                onToggle={() => toggle(message)}
                onAction={(action) => void act(message, action)}
              />
            </li>
          ))}
        </ul>
        <Pagination
          offset={list.offset}
          limit={PAGE_SIZE}
          total={messages.data.total}
          onOffsetChange={(offset) => {
            setOpenId(null);
            list.setPage(Math.floor(offset / PAGE_SIZE) + 1);
          }}
        />
      </>
    );
  }

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="max-w-full overflow-x-auto">
          <SegmentedControl
            label={t('contact.inbox.boxes.label')}
            value={box}
            onValueChange={(next) => {
              setOpenId(null);
              list.setFilter('box', next);
            }}
            className="w-full sm:w-auto [&>button]:px-2 sm:[&>button]:px-3"
            options={[
              { value: 'inbox', label: t('contact.inbox.boxes.inbox') },
              {
                value: 'unread',
                label: unread
                  ? t('contact.inbox.boxes.unreadCount', { count: unread })
                  : t('contact.inbox.boxes.unread'),
              },
              { value: 'archived', label: t('contact.inbox.boxes.archived') },
            ]}
          />
        </div>
        <div className="flex items-center gap-3 md:w-80">
          <SearchInput
            className="flex-1"
            value={list.typedSearch}
            onChange={list.setSearch}
            label={t('contact.inbox.search')}
          />
          {/* The last messages stay on screen while the next ones load: say that something is coming. */}
          {messages.isFetching && !messages.isPending && <Spinner className="size-4 shrink-0" />}
        </div>
      </div>
      <div ref={listRef} tabIndex={-1} className="space-y-4 focus:outline-none">
        {body}
      </div>
    </div>
  );
}
