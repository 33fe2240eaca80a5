import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogImage } from '../../../../contracts/blog.ts';
import { SCREENSHOT_UPLOAD_TYPES, SITE_CONTENT_LIMITS } from '../../../../contracts/site-content.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useUploadBlogImage } from '../api/upload-blog-image.ts';

/**
 * A post's cover: upload (the server reads the type from the bytes and keeps WebP copies), a
 * preview, and removal. A file over 5 MB is refused here, sparing a pointless upload; anything
 * else the server refuses is said in its own words.
 */
export function BlogCoverField({
  cover,
  onChange,
  error,
}: {
  cover: BlogImage | null;
  onChange: (cover: BlogImage | null) => void;
  /** The API's message for the cover (e.g. an image that no longer exists). */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBlogImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? error;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > SITE_CONTENT_LIMITS.uploadBytes) {
      setUploadError(t('superAdmin.blog.cover.tooLarge'));
      return;
    }
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setUploadError(errorMessage(failure));
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium leading-none text-foreground">
        {t('superAdmin.blog.cover.label')}
        <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
      </p>
      {cover && (
        <img
          src={cover.small.url}
          width={cover.small.width}
          height={cover.small.height}
          alt={t('superAdmin.blog.cover.preview')}
          className="aspect-video w-full rounded-lg border border-border object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        {/* The file input is the focused control; its label is what shows, ringed while it has focus. */}
        <label
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          <input
            ref={input}
            type="file"
            accept={SCREENSHOT_UPLOAD_TYPES.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {upload.isPending ? <Spinner className="size-4" /> : <ImagePlus aria-hidden="true" />}
          {upload.isPending
            ? t('superAdmin.blog.cover.uploading')
            : cover
              ? t('superAdmin.blog.cover.replace')
              : t('superAdmin.blog.cover.choose')}
        </label>
        {cover && (
          <Button
            variant="ghost"
            size="sm"
            disabled={upload.isPending}
            onClick={() => {
              onChange(null);
              setUploadError(null);
              input.current?.focus();
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('superAdmin.blog.cover.remove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('superAdmin.blog.cover.hint')}
      </p>
      {upload.isPending && (
        <p role="status" className="sr-only">
          {t('superAdmin.blog.cover.uploading')}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
