import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LayoutDashboard, Pencil, Power, Save, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentConflict, SuperAdminStatus } from '../../../../contracts/site-content.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { readStorage, removeStorage, writeStorage } from '../../../lib/browser-storage.ts';
import { applyPublishedTexts } from '../../../lib/site-content/published-texts.ts';
import { refreshSiteTexts, setSiteEditor } from '../../../lib/site-content/site-editor-slot.ts';
import { showToast } from '../../../lib/toast.ts';
import { contentDraftQueryOptions } from '../api/get-content-draft.ts';
import { conflictsOf, usePublishContent } from '../api/publish-content.ts';
import { useSaveContentDraft } from '../api/save-content-draft.ts';
import '../i18n/register-translations.ts';
import { clearDrafts, draftsAsEdits, draftState, replaceDrafts, sameEdits, useDrafts } from '../lib/drafts.ts';
import { editBaseVersion, setEditBaseVersion } from '../lib/edit-session.ts';
import { EditableText } from './editable-text.tsx';
import { PendingDraftsCard } from './pending-drafts-card.tsx';

/** Edit mode stays on across reloads of this tab until it is turned off. */
const EDIT_MODE_KEY = 'superadmin_edit_mode';

/**
 * Edit mode on the marketing pages (docs/site-content.md): loaded only for an active
 * super admin (app/site-editor-loader.tsx). Off, it is a floating button; on, every <SiteText>
 * of the page becomes editable and the banner saves, publishes and turns it off.
 */
export function SiteEditor({ status }: { status: SuperAdminStatus }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(() => readStorage('session', EDIT_MODE_KEY) === '1');
  const [askingToEnter, setAskingToEnter] = useState(false);

  useEffect(() => {
    setSiteEditor(editing ? EditableText : null);
    return () => setSiteEditor(null);
  }, [editing]);

  const enter = () => {
    writeStorage('session', EDIT_MODE_KEY, '1');
    setAskingToEnter(false);
    setEditing(true);
  };
  const leave = () => {
    removeStorage('session', EDIT_MODE_KEY);
    setEditing(false);
    showToast('info', t('superAdmin.editMode.left'));
  };

  if (editing) return <EditModeBanner status={status} onLeave={leave} />;
  return (
    <>
      <Button
        variant="hero"
        className="fixed bottom-5 right-5 z-[55] rounded-full shadow-xl"
        onClick={() => setAskingToEnter(true)}
        data-testid="super-admin-button"
      >
        <ShieldCheck aria-hidden="true" />
        {t('superAdmin.editMode.button')}
      </Button>
      <ConfirmDialog
        open={askingToEnter}
        onOpenChange={setAskingToEnter}
        title={t('superAdmin.editMode.enterTitle')}
        description={t('superAdmin.editMode.enterDescription')}
        confirmLabel={t('superAdmin.editMode.enter')}
        variant="hero"
        onConfirm={enter}
      >
        <ul className="mt-4 space-y-2 text-sm">
          {(['edit', 'drafts', 'publish', 'audit'] as const).map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {t(`superAdmin.editMode.allows.${item}`)}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}

/** The edit mode's top banner (docs/site-content.md): 'MODO DE EDIÇÃO ATIVO' with Painel, Salvar Draft, Publicar, Desativar. */
function EditModeBanner({ status, onLeave }: { status: SuperAdminStatus; onLeave: () => void }) {
  const { t } = useTranslation();
  const { drafts } = useDrafts();
  const save = useSaveContentDraft();
  const publish = usePublishContent();
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [conflicts, setConflicts] = useState<ContentConflict[] | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // The page's sticky header sits under the banner, whatever its height on this screen.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('--edit-banner-height', `${banner.offsetHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--edit-banner-height');
    };
  }, []);

  const baseVersion = () => {
    const { baseVersion: draftsBase } = draftState();
    return draftsBase !== undefined ? draftsBase : editBaseVersion();
  };

  const saveDrafts = () => {
    const sent = draftState();
    save.mutate(
      { baseVersion: baseVersion(), edits: draftsAsEdits(sent.drafts) },
      {
        onSuccess: (saved) => {
          // The server keeps rich texts cleaned: this browser takes the saved form, unless edited meanwhile.
          if (draftState() === sent) replaceDrafts(saved.edits, saved.baseVersion);
          showToast('success', t('superAdmin.toasts.draftsSaved'));
        },
        onError: (error) => showToast('error', t('superAdmin.toasts.draftsSaveError'), error.message),
      },
    );
  };

  const publishDrafts = () => {
    const edits = draftsAsEdits(draftState().drafts);
    publish.mutate(
      { baseVersion: baseVersion(), edits },
      {
        onSuccess: (answer) => {
          setConfirmingPublish(false);
          setConflicts(null);
          applyPublishedTexts('pt-BR', answer.content.texts['pt-BR']);
          applyPublishedTexts('en-US', answer.content.texts['en-US']);
          setEditBaseVersion(answer.version);
          clearDrafts();
          refreshSiteTexts();
          showToast(
            'success',
            t('superAdmin.toasts.published'),
            t('superAdmin.toasts.publishedChanges', { count: answer.changes }),
          );
        },
        onError: (error) => {
          setConfirmingPublish(false);
          const found = conflictsOf(error);
          if (found) setConflicts(found);
          showToast(
            'error',
            t('superAdmin.toasts.publishError'),
            found ? t('superAdmin.publish.conflictToast') : t('superAdmin.toasts.publishErrorDescription'),
          );
        },
      },
    );
  };

  return (
    <>
      <div
        ref={bannerRef}
        role="region"
        aria-label={t('superAdmin.editMode.banner')}
        className="fixed inset-x-0 top-0 z-[60] border-b border-amber-600 bg-amber-400 text-amber-950 shadow-md"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2 sm:px-6">
          <p className="mr-auto flex items-center gap-2 text-sm font-extrabold tracking-wide">
            <Pencil className="size-4" aria-hidden="true" />
            {t('superAdmin.editMode.banner')}
            <span className="hidden font-medium sm:inline">· {status.email}</span>
          </p>
          <Link
            to="/super-admin"
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'border-amber-700 bg-amber-50 text-amber-950',
            })}
          >
            <LayoutDashboard aria-hidden="true" />
            {t('superAdmin.editMode.panel')}
          </Link>
          <Button
            size="sm"
            variant="outline"
            className="border-amber-700 bg-amber-50 text-amber-950"
            onClick={saveDrafts}
            disabled={save.isPending || drafts.length === 0}
          >
            <Save aria-hidden="true" />
            {t('superAdmin.editMode.saveDraft')}
          </Button>
          <Button
            size="sm"
            onClick={() => setConfirmingPublish(true)}
            disabled={publish.isPending || drafts.length === 0}
          >
            <Send aria-hidden="true" />
            {t('superAdmin.editMode.publish')}
          </Button>
          <Button size="sm" variant="ghost" className="text-amber-950 hover:bg-amber-300" onClick={onLeave}>
            <Power aria-hidden="true" />
            {t('superAdmin.editMode.leave')}
          </Button>
        </div>
        {conflicts && (
          <div className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">
            <Alert variant="warning" role="alert" data-testid="publish-conflicts" className="bg-card">
              <p className="font-semibold">{t('superAdmin.publish.conflictTitle')}</p>
              <p>{t('superAdmin.publish.conflictDescription')}</p>
              <ul className="mt-1 list-disc pl-5">
                {conflicts.map((conflict) => (
                  <li key={`${conflict.language} ${conflict.selector}`}>
                    <code>{conflict.selector}</code> ({conflict.language})
                  </li>
                ))}
              </ul>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => setConflicts(null)}>
                {t('superAdmin.publish.conflictDismiss')}
              </Button>
            </Alert>
          </div>
        )}
      </div>
      <ResumeServerDraft />
      {drafts.length > 0 && <PendingDraftsCard drafts={drafts} />}
      <ConfirmDialog
        open={confirmingPublish}
        onOpenChange={setConfirmingPublish}
        title={t('superAdmin.publish.title')}
        description={t('superAdmin.publish.description', { count: drafts.length })}
        confirmLabel={t('superAdmin.publish.confirm')}
        pendingLabel={t('superAdmin.publish.pending')}
        pending={publish.isPending}
        variant="default"
        onConfirm={publishDrafts}
      />
    </>
  );
}

/** Entering edit mode offers to resume the draft saved on the server, when it differs from this browser's. */
function ResumeServerDraft() {
  const { t } = useTranslation();
  const serverDraft = useQuery(contentDraftQueryOptions());
  const [decided, setDecided] = useState(false);
  const draft = serverDraft.data?.draft ?? null;
  const { drafts: local } = useDrafts();
  // A version restored in the panel is always offered (the person asked for it there); another
  // server draft only when it differs from this browser's.
  const differs =
    draft !== null && draft.edits.length > 0 && (draft.restoredFrom != null || !sameEdits(local, draft.edits));

  return (
    <ConfirmDialog
      open={!decided && differs}
      onOpenChange={(open) => {
        if (!open) setDecided(true);
      }}
      title={t('superAdmin.resume.title')}
      description={
        draft
          ? t(draft.restoredFrom ? 'superAdmin.resume.restoredDescription' : 'superAdmin.resume.description', {
              count: draft.edits.length,
              savedAt: new Date(draft.savedAt).toLocaleString(),
            })
          : ''
      }
      confirmLabel={t('superAdmin.resume.confirm')}
      variant="default"
      onConfirm={() => {
        if (draft) replaceDrafts(draft.edits, draft.baseVersion);
        setDecided(true);
      }}
    />
  );
}
