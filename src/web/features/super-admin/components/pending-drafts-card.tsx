import { ChevronDown, FileText, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { removeDraft, type DraftEdit } from '../lib/drafts.ts';
import { textOfHtml } from '../lib/text-diff.ts';

/** The pending drafts — selector, original and new text — each removable (docs/site-content.md). */
export function PendingDraftsList({ drafts }: { drafts: DraftEdit[] }) {
  const { t } = useTranslation();
  if (drafts.length === 0) return <p className="text-sm text-muted-foreground">{t('superAdmin.drafts.none')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('superAdmin.drafts.title')}>
      {drafts.map((draft) => (
        <li key={draft.id} className="flex items-start gap-3 py-3" data-draft={draft.selector}>
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-foreground">
                {draft.selector}
              </code>
              <span className="rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">
                {draft.language}
              </span>
            </p>
            <p className="text-muted-foreground">
              <span className="font-medium text-foreground">{t('superAdmin.drafts.original')}: </span>
              <span className="line-through decoration-red-500/60">{textOfHtml(draft.originalText, draft.format)}</span>
            </p>
            <p className="text-muted-foreground">
              <span className="font-medium text-foreground">{t('superAdmin.drafts.new')}: </span>
              <span className="text-foreground">{textOfHtml(draft.newText, draft.format)}</span>
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 shrink-0"
            aria-label={t('superAdmin.drafts.remove', { selector: draft.selector })}
            onClick={() => removeDraft(draft.id)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The card of edit mode, folded to its count until opened. */
export function PendingDraftsCard({ drafts }: { drafts: DraftEdit[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section
      aria-label={t('superAdmin.drafts.title')}
      className="fixed bottom-4 left-4 z-[55] w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-amber-400 bg-card text-card-foreground shadow-2xl"
    >
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-semibold"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <FileText className="size-4 text-amber-600" aria-hidden="true" />
        <span className="flex-1">{t('superAdmin.drafts.pending', { count: drafts.length })}</span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={listId} hidden={!open} className="max-h-[45vh] overflow-y-auto border-t border-border px-4">
        <PendingDraftsList drafts={drafts} />
      </div>
    </section>
  );
}
