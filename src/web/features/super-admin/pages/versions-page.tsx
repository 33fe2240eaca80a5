import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentVersionSummary } from '../../../../contracts/site-content.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useContentVersion } from '../api/get-content-version.ts';
import { useContentVersions } from '../api/list-content-versions.ts';
import { useRestoreContentVersion } from '../api/restore-content-version.ts';
import { SuperAdminShell } from '../components/super-admin-shell.tsx';
import { TextDiffView } from '../components/text-diff-view.tsx';
import { replaceDrafts } from '../lib/drafts.ts';
import { textOfHtml } from '../lib/text-diff.ts';

/**
 * /super-admin/versoes (docs/site-content.md): every published version — number, who, when, how many changes —
 * its diff against the one before, and restore, which makes a draft and never publishes.
 */
export function VersionsPage() {
  const { t, i18n } = useTranslation();
  const versions = useContentVersions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<ContentVersionSummary | null>(null);
  const [restored, setRestored] = useState<ContentVersionSummary | null>(null);
  const restore = useRestoreContentVersion();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <SuperAdminShell title={t('superAdmin.versions.title')}>
      <p className="mt-2 text-sm text-muted-foreground">{t('superAdmin.versions.description')}</p>
      {restored && (
        <Alert role="status" className="mt-4" data-testid="restore-notice">
          <p className="font-medium">
            {t('superAdmin.versions.restored', { version: format.format(new Date(restored.versionNumber)) })}
          </p>
          <p>
            {t('superAdmin.versions.restoredHint')}{' '}
            <Link to="/" className="font-medium text-link underline underline-offset-4">
              {t('superAdmin.nav.editSite')}
            </Link>
          </p>
        </Alert>
      )}
      {versions.isError && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {versions.error.message}
        </p>
      )}
      {versions.data?.items.length === 0 && (
        <p className="mt-6 text-sm text-muted-foreground">{t('superAdmin.versions.empty')}</p>
      )}
      <ol className="mt-6 space-y-3">
        {versions.data?.items.map((version) => (
          <li
            key={version.id}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm"
            data-version={version.id}
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <History className="size-5 text-link" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t('superAdmin.versions.number', { version: format.format(new Date(version.versionNumber)) })}
                  {version.isPublished && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                      {t('superAdmin.versions.current')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('superAdmin.versions.meta', { who: version.publishedBy ?? '—', count: version.changes })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={openId === version.id}
                onClick={() => setOpenId(openId === version.id ? null : version.id)}
              >
                {openId === version.id ? t('superAdmin.versions.hideDiff') : t('superAdmin.versions.showDiff')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setRestoring(version)}>
                <RotateCcw aria-hidden="true" />
                {t('superAdmin.versions.restore')}
              </Button>
            </div>
            {openId === version.id && <VersionDiff id={version.id} previousId={version.previousVersion} />}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={t('superAdmin.versions.restoreTitle')}
        description={t('superAdmin.versions.restoreDescription')}
        confirmLabel={t('superAdmin.versions.restore')}
        pending={restore.isPending}
        variant="default"
        onConfirm={() => {
          const version = restoring;
          if (!version) return;
          restore.mutate(version.id, {
            onSuccess: (draft) => {
              // The restored texts become this browser's drafts too, to review on the page and publish.
              replaceDrafts(draft.edits, draft.baseVersion);
              setRestoring(null);
              setRestored(version);
            },
            onError: () => setRestoring(null),
          });
        }}
      />
    </SuperAdminShell>
  );
}

/** What a version changed against the one before it, text by text. */
function VersionDiff({ id, previousId }: { id: string; previousId: string | null }) {
  const { t } = useTranslation();
  const version = useContentVersion(id);
  const previous = useContentVersion(previousId);
  if (version.isPending || (previousId && previous.isPending))
    return <p className="mt-3 text-sm text-muted-foreground">{t('common.loading')}</p>;
  if (!version.data) return null;
  const before = new Map((previous.data?.texts ?? []).map((text) => [`${text.language} ${text.selector}`, text]));
  const keys = new Set([...version.data.texts.map((text) => `${text.language} ${text.selector}`), ...before.keys()]);
  const after = new Map(version.data.texts.map((text) => [`${text.language} ${text.selector}`, text]));
  const rows = [...keys]
    .map((key) => {
      const a = before.get(key);
      const b = after.get(key);
      const beforeText = a ? textOfHtml(a.text, a.format) : b ? textOfHtml(b.originalText, b.format) : '';
      const afterText = b ? textOfHtml(b.text, b.format) : a ? textOfHtml(a.originalText, a.format) : '';
      return { key, beforeText, afterText };
    })
    .filter((row) => row.beforeText !== row.afterText);
  if (rows.length === 0)
    return <p className="mt-3 text-sm text-muted-foreground">{t('superAdmin.versions.noChanges')}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {rows.map((row) => (
        <li key={row.key} className="rounded-lg bg-muted/50 p-3">
          <p className="text-xs font-semibold">
            <code>{row.key.split(' ')[1]}</code> · {row.key.split(' ')[0]}
          </p>
          <TextDiffView className="mt-1" before={row.beforeText} after={row.afterText} />
        </li>
      ))}
    </ul>
  );
}
