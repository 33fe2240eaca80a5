import { FileClock, Images, Mail } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../../contracts/site-content.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useUnreadMessagesCount } from '../../../lib/api/contact-messages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAuditLog } from '../api/list-audit-log.ts';
import { PendingDraftsList } from '../components/pending-drafts-card.tsx';
import { SuperAdminShell } from '../components/super-admin-shell.tsx';
import { TextDiffView } from '../components/text-diff-view.tsx';
import { useDrafts } from '../lib/drafts.ts';
import { textOfHtml } from '../lib/text-diff.ts';

/** /super-admin (docs/site-content.md): the audit log, the pending drafts and the ways to the other pages. */
export function SuperAdminPage() {
  const { t } = useTranslation();
  const { drafts } = useDrafts();
  return (
    <SuperAdminShell title={t('superAdmin.panel.title')}>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <Link
          to="/super-admin/versoes"
          className="rounded-2xl border border-border bg-card p-4 shadow-sm hover:shadow-md"
        >
          <FileClock className="size-5 text-link" aria-hidden="true" />
          <p className="mt-2 font-semibold">{t('superAdmin.nav.versions')}</p>
          <p className="text-sm text-muted-foreground">{t('superAdmin.panel.versionsHint')}</p>
        </Link>
        <Link
          to="/gerenciar-screenshots"
          className="rounded-2xl border border-border bg-card p-4 shadow-sm hover:shadow-md"
        >
          <Images className="size-5 text-link" aria-hidden="true" />
          <p className="mt-2 font-semibold">{t('superAdmin.nav.screenshots')}</p>
          <p className="text-sm text-muted-foreground">{t('superAdmin.panel.screenshotsHint')}</p>
        </Link>
        <ReceivedMessagesCard />
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{t('superAdmin.drafts.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PendingDraftsList drafts={drafts} />
          {drafts.length > 0 && (
            <p className="mt-3 text-sm text-muted-foreground">
              {t('superAdmin.panel.draftsHint')}{' '}
              <Link to="/" className="font-medium text-link underline underline-offset-4">
                {t('superAdmin.nav.editSite')}
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
      <AuditLog />
    </SuperAdminShell>
  );
}

/** The way to the received messages, with how many are new (docs/blog.md). */
function ReceivedMessagesCard() {
  const { t } = useTranslation();
  const { data: unread } = useUnreadMessagesCount();
  return (
    <Link
      to="/mensagens-recebidas"
      className="rounded-2xl border border-border bg-card p-4 shadow-sm hover:shadow-md"
      data-testid="received-messages-card"
    >
      <span className="flex items-center justify-between gap-2">
        <Mail className="size-5 text-link" aria-hidden="true" />
        {unread ? (
          <span
            className="rounded-full bg-primary px-2 text-xs font-semibold leading-5 text-primary-foreground"
            aria-hidden="true"
          >
            {unread}
          </span>
        ) : null}
      </span>
      <p className="mt-2 font-semibold">{t('superAdmin.nav.messages')}</p>
      {unread !== undefined && (
        <p className="text-sm text-muted-foreground">{t('nav.unreadMessages', { count: unread })}</p>
      )}
    </Link>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [person, setPerson] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const debouncedPerson = useDebouncedValue(person, 300);
  const log = useAuditLog({
    action: action || undefined,
    person: debouncedPerson.trim() || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{t('superAdmin.audit.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="grid gap-3 sm:grid-cols-4">
          <div className="space-y-1">
            <Label htmlFor="audit-action">{t('superAdmin.audit.action')}</Label>
            <NativeSelect
              id="audit-action"
              value={action}
              onChange={(event) => setAction(event.target.value as AuditAction | '')}
            >
              <option value="">{t('superAdmin.audit.allActions')}</option>
              {AUDIT_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`superAdmin.audit.actions.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-person">{t('superAdmin.audit.person')}</Label>
            <Input
              id="audit-person"
              value={person}
              onChange={(event) => setPerson(event.target.value)}
              placeholder="email@…"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-from">{t('superAdmin.audit.from')}</Label>
            <DateInput id="audit-from" value={from} onValueChange={setFrom} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-to">{t('superAdmin.audit.to')}</Label>
            <DateInput id="audit-to" value={to} onValueChange={setTo} />
          </div>
        </div>
        {log.isError && (
          <p role="alert" className="mt-4 text-sm text-destructive">
            {log.error.message}
          </p>
        )}
        {log.data && log.data.items.length === 0 && (
          <p className="mt-4 text-sm text-muted-foreground">{t('superAdmin.audit.empty')}</p>
        )}
        <ol className="mt-4 space-y-3" aria-label={t('superAdmin.audit.title')}>
          {log.data?.items.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-border p-4" data-audit-action={entry.actionType}>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="rounded bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                  {t(`superAdmin.audit.actions.${entry.actionType}`)}
                </span>
                <span className="font-medium">{entry.userEmail ?? t('superAdmin.audit.commandLine')}</span>
                <time dateTime={entry.createdAt} className="text-muted-foreground">
                  {format.format(new Date(entry.createdAt))}
                </time>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{auditSummary(entry, t)}</p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/**
 * What a row did, in the reader's language, from its action and snapshots. The stored
 * description is the server's English record of it, shown only where the snapshots say nothing.
 */
function auditSummary(entry: AuditEntry, t: TFunction): string {
  const after = entry.afterSnapshot;
  switch (entry.actionType) {
    case 'publish_text_edits':
      return t('superAdmin.audit.summary.publish_text_edits', { count: after?.texts?.length ?? 0 });
    case 'publish_content':
      return t('superAdmin.audit.summary.publish_content', { count: after?.screenshots?.length ?? 0 });
    case 'add_super_admin':
    case 'remove_super_admin':
      return after?.email
        ? t(`superAdmin.audit.summary.${entry.actionType}`, { email: after.email })
        : entry.description;
    case 'publish_blog_post':
    case 'unpublish_blog_post':
      // The post's title, as its author wrote it.
      return after?.post?.title ?? entry.description;
  }
}

/** Before and after of each text a row changed, as a diff. */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const before = new Map(
    (entry.beforeSnapshot?.texts ?? []).map((text) => [`${text.language} ${text.selector}`, text]),
  );
  const after = entry.afterSnapshot?.texts ?? [];
  const changed = after.filter((text) => before.get(`${text.language} ${text.selector}`)?.text !== text.text);
  if (entry.afterSnapshot?.screenshots) {
    return (
      <p className="mt-2 text-sm">
        {t('superAdmin.audit.screenshots', {
          before: entry.beforeSnapshot?.screenshots?.length ?? 0,
          after: entry.afterSnapshot.screenshots.length,
        })}
      </p>
    );
  }
  if (changed.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {changed.map((text) => {
        const previous = before.get(`${text.language} ${text.selector}`);
        const beforeText = previous
          ? textOfHtml(previous.text, previous.format)
          : textOfHtml(text.originalText ?? '', text.format);
        return (
          <li
            key={`${text.language} ${text.selector}`}
            className="rounded-lg bg-muted/50 p-3"
            data-audit-selector={text.selector}
          >
            <p className="text-xs font-semibold">
              <code>{text.selector}</code> · {text.language}
            </p>
            <TextDiffView className="mt-1" before={beforeText} after={textOfHtml(text.text, text.format)} />
          </li>
        );
      })}
    </ul>
  );
}
