import { ArrowDown, ArrowUp, GripVertical, Trash2, Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SCREENSHOT_UPLOAD_TYPES,
  SITE_CONTENT_LIMITS,
  type Captions,
  type Screenshot,
} from '../../../../contracts/site-content.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useScreenshots } from '../api/list-screenshots.ts';
import { usePublishScreenshots } from '../api/publish-screenshots.ts';
import { useUpdateScreenshots } from '../api/update-screenshots.ts';
import { useUploadScreenshot } from '../api/upload-screenshot.ts';
import { SuperAdminShell } from '../components/super-admin-shell.tsx';

interface Item {
  id: string;
  captions: Captions;
  thumbnail: string;
  width: number;
  height: number;
}

const toItem = (screenshot: Screenshot): Item => ({
  id: screenshot.id,
  captions: screenshot.captions,
  thumbnail: screenshot.small.url,
  width: screenshot.small.width,
  height: screenshot.small.height,
});

/** /gerenciar-screenshots (docs/site-content.md): the landing page's system screenshots. */
export function ScreenshotsPage() {
  const { t } = useTranslation();
  const screenshots = useScreenshots();
  const upload = useUploadScreenshot();
  const update = useUpdateScreenshots();
  const publish = usePublishScreenshots();
  const [items, setItems] = useState<Item[] | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fileId = useId();

  // The working set as the server has it, until this page changes it.
  const serverItems = screenshots.data?.items;
  const [syncedFrom, setSyncedFrom] = useState<Screenshot[] | undefined>(undefined);
  if (serverItems !== syncedFrom) {
    setSyncedFrom(serverItems);
    if (serverItems) setItems(serverItems.map(toItem));
  }

  const dirty =
    items !== null &&
    serverItems !== undefined &&
    JSON.stringify(items.map(({ id, captions }) => ({ id, captions }))) !==
      JSON.stringify(serverItems.map(({ id, captions }) => ({ id, captions })));

  const onFiles = async (files: FileList | null) => {
    setUploadError(null);
    for (const file of Array.from(files ?? [])) {
      // The server reads the type from the bytes; these checks only spare a pointless upload.
      if (file.size > SITE_CONTENT_LIMITS.uploadBytes) {
        setUploadError(t('superAdmin.screenshots.tooLarge', { name: file.name }));
        continue;
      }
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        setUploadError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const move = (from: number, to: number) => {
    if (!items || to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setItems(next);
    setAnnouncement(t('superAdmin.screenshots.moved', { position: to + 1, count: next.length }));
  };

  const setCaption = (index: number, language: keyof Captions, value: string) => {
    setItems(
      (current) =>
        current?.map((item, at) =>
          at === index ? { ...item, captions: { ...item.captions, [language]: value } } : item,
        ) ?? null,
    );
  };

  const save = async () => {
    if (!items) return false;
    try {
      await update.mutateAsync({ items: items.map(({ id, captions }) => ({ id, captions })) });
      return true;
    } catch (error) {
      showToast('error', t('superAdmin.screenshots.saveError'), error instanceof Error ? error.message : undefined);
      return false;
    }
  };

  const saveAndPublish = async () => {
    if (dirty && !(await save())) return;
    publish.mutate(undefined, {
      onSuccess: () => showToast('success', t('superAdmin.screenshots.published')),
      onError: (error) => showToast('error', t('superAdmin.toasts.publishError'), error.message),
    });
  };

  return (
    <SuperAdminShell title={t('superAdmin.screenshots.title')}>
      <p className="mt-2 text-sm text-muted-foreground">{t('superAdmin.screenshots.description')}</p>
      <div className="mt-6 rounded-2xl border-2 border-dashed border-border bg-card p-6 text-center">
        <Upload className="mx-auto size-6 text-muted-foreground" aria-hidden="true" />
        <Label htmlFor={fileId} className="mt-2 block font-semibold">
          {t('superAdmin.screenshots.upload')}
        </Label>
        <p className="text-sm text-muted-foreground">{t('superAdmin.screenshots.uploadHint')}</p>
        <FileInput
          id={fileId}
          accept={SCREENSHOT_UPLOAD_TYPES.join(',')}
          multiple
          className="mt-3"
          disabled={upload.isPending}
          onChange={(event) => {
            void onFiles(event.target.files);
            event.target.value = '';
          }}
        >
          <Upload aria-hidden="true" />
          {t('superAdmin.screenshots.choose')}
        </FileInput>
        {upload.isPending && <p className="mt-2 text-sm">{t('superAdmin.screenshots.uploading')}</p>}
      </div>
      {uploadError && (
        <Alert variant="destructive" role="alert" className="mt-4" data-testid="upload-error">
          <p className="font-medium">{t('superAdmin.screenshots.uploadError')}</p>
          <p>{uploadError}</p>
        </Alert>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items?.length === 0 && <p className="mt-6 text-sm text-muted-foreground">{t('superAdmin.screenshots.empty')}</p>}
      <ol className="mt-6 space-y-3">
        {items?.map((item, index) => (
          <li
            key={item.id}
            draggable
            onDragStart={(event: DragEvent) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:flex-row sm:items-start"
            data-screenshot={item.id}
          >
            <div className="flex items-center gap-2">
              <GripVertical className="size-5 cursor-grab text-muted-foreground" aria-hidden="true" />
              <span className="w-6 text-center text-sm font-semibold">{index + 1}</span>
              <img
                src={item.thumbnail}
                width={item.width}
                height={item.height}
                alt=""
                className="h-20 w-auto rounded-lg border border-border object-cover"
              />
            </div>
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              {(['pt-BR', 'en-US'] as const).map((language) => (
                <div key={language} className="space-y-1">
                  <Label htmlFor={`${item.id}-${language}`}>{t('superAdmin.screenshots.caption', { language })}</Label>
                  <Input
                    id={`${item.id}-${language}`}
                    value={item.captions[language]}
                    maxLength={SITE_CONTENT_LIMITS.caption}
                    onChange={(event) => setCaption(index, language, event.target.value)}
                  />
                </div>
              ))}
            </div>
            <div className="flex gap-1 self-end sm:self-start">
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('superAdmin.screenshots.moveUp', { position: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('superAdmin.screenshots.moveDown', { position: index + 1 })}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('superAdmin.screenshots.remove', { position: index + 1 })}
                onClick={() => setItems(items.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={!dirty || update.isPending} onClick={() => void save()}>
          {t('superAdmin.screenshots.save')}
        </Button>
        <Button
          disabled={publish.isPending || (!dirty && !screenshots.data?.unpublishedChanges)}
          onClick={() => void saveAndPublish()}
        >
          {t('superAdmin.screenshots.publish')}
        </Button>
        {screenshots.data && !dirty && !screenshots.data.unpublishedChanges && (
          <span className="text-sm text-muted-foreground">{t('superAdmin.screenshots.upToDate')}</span>
        )}
      </div>
    </SuperAdminShell>
  );
}
