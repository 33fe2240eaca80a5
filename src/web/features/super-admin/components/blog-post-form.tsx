import { ArrowLeft, Save } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOG_LIMITS, type BlogPost } from '../../../../contracts/blog.ts';
import { SITE_LANGUAGES } from '../../../../contracts/site-content.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { fieldMessage } from '../../../lib/forms.ts';
import { slugify } from '../lib/slugify.ts';
import { BlogCoverField } from './blog-cover-field.tsx';
import { BlogFormField } from './blog-form-field.tsx';
import { BLOG_LANGUAGE_LABELS } from './blog-post-status.tsx';
import { BlogPublishCard } from './blog-publish-card.tsx';
import { BlogTranslationField } from './blog-translation-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { uploadBlogImage } from '../api/upload-blog-image.ts';
import { useBlogPostEditor } from './use-blog-post-editor.ts';

/**
 * The blog post editor (docs/blog.md): writing, saving, publishing now or at a time, and back to
 * draft. `post` is null for a new one; its first save creates it and calls `onCreated`. Its state
 * and actions are in use-blog-post-editor.ts; here, its fields.
 */
export function BlogPostForm({ post, onCreated }: { post: BlogPost | null; onCreated: (post: BlogPost) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, pending, slugFollows, setSlugFollows, cover, setCover, save, publishNow, schedule, backToDraft } =
    useBlogPostEditor(post, onCreated);
  const { errors, isDirty } = form.formState;
  const { setValue, clearErrors } = form;
  const [title, slug, excerpt, language] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'excerpt', 'language'],
  });
  // The editor reads its HTML once; later saves do not reset what is being typed.
  const [initialHtml] = useState(post?.contentHtml ?? '');

  const setContent = useCallback((html: string) => setValue('contentHtml', html, { shouldDirty: true }), [setValue]);

  const message = (name: keyof typeof errors) => fieldMessage(errors[name]?.message);
  const described = (name: string, hint: boolean, error: string | undefined) =>
    [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;

  // What the address will be once saved: the slug as leaving the field shapes it, or the title's.
  const address = slugify(slug ?? '') || slugify(title);
  const slugChanged = post?.status === 'published' && address !== '' && address !== post.slug;
  const titleError = message('title');
  const slugError = message('slug');
  const excerptError = message('excerpt');
  const contentError = message('contentHtml');

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="mt-4 space-y-6"
      aria-label={post ? t('superAdmin.blog.editor.editTitle') : t('superAdmin.blog.editor.newTitle')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/super-admin/blog"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('superAdmin.blog.editor.back')}
        </Link>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground" role="status">
            {isDirty ? t('superAdmin.blog.editor.unsaved') : ''}
          </span>
          <Button type="submit" disabled={pending !== null}>
            <Save aria-hidden="true" />
            {pending === 'save' ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card className="min-w-0 space-y-5 p-4 sm:p-6">
          <BlogFormField id={`${id}-title`} label={t('superAdmin.blog.editor.title')} error={titleError}>
            <Input
              id={`${id}-title`}
              maxLength={BLOG_LIMITS.title}
              autoComplete="off"
              aria-invalid={titleError ? true : undefined}
              aria-describedby={described('title', false, titleError)}
              {...form.register('title', {
                onChange: (event: { target: { value: string } }) => {
                  if (!slugFollows) return;
                  setValue('slug', slugify(event.target.value), { shouldDirty: true });
                  clearErrors('slug');
                },
              })}
            />
          </BlogFormField>

          <BlogFormField id={`${id}-slug`} label={t('superAdmin.blog.editor.slug')} error={slugError}>
            <Input
              id={`${id}-slug`}
              maxLength={BLOG_LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              aria-invalid={slugError ? true : undefined}
              aria-describedby={described('slug', true, slugError)}
              {...form.register('slug', {
                // Emptied, it follows the title again (the server makes it from the title).
                onChange: (event: { target: { value: string } }) => setSlugFollows(event.target.value === ''),
                onBlur: (event: { target: { value: string } }) => {
                  const normalized = slugify(event.target.value);
                  if (normalized !== event.target.value) setValue('slug', normalized, { shouldDirty: true });
                },
              })}
            />
            <p id={`${id}-slug-hint`} className="break-all text-xs text-muted-foreground">
              {address
                ? t('superAdmin.blog.editor.address', { path: `/blog/${address}` })
                : t('superAdmin.blog.editor.slugHint')}
            </p>
            {slugChanged && (
              <Alert variant="warning" data-testid="slug-redirect">
                <p>
                  {t('superAdmin.blog.editor.slugRedirect', { old: `/blog/${post.slug}`, path: `/blog/${address}` })}
                </p>
              </Alert>
            )}
          </BlogFormField>

          <BlogFormField id={`${id}-excerpt`} label={t('superAdmin.blog.editor.excerpt')} error={excerptError}>
            <Textarea
              id={`${id}-excerpt`}
              rows={3}
              maxLength={BLOG_LIMITS.excerpt}
              aria-invalid={excerptError ? true : undefined}
              aria-describedby={described('excerpt', true, excerptError)}
              {...form.register('excerpt')}
            />
            <p id={`${id}-excerpt-hint`} className="flex justify-between gap-3 text-xs text-muted-foreground">
              <span>{t('superAdmin.blog.editor.excerptHint')}</span>
              <span className="shrink-0 tabular-nums">
                {t('superAdmin.blog.editor.excerptCount', { used: excerpt.length, max: BLOG_LIMITS.excerpt })}
              </span>
            </p>
          </BlogFormField>

          <div className="space-y-2">
            <p className="text-sm font-medium leading-none text-foreground" aria-hidden="true">
              {t('superAdmin.blog.editor.content')}
            </p>
            <RichTextEditor
              appearance="page"
              initialHtml={initialHtml}
              onChange={setContent}
              label={t('superAdmin.blog.editor.contentLabel')}
              invalid={Boolean(contentError)}
              describedBy={contentError ? `${id}-content-error` : undefined}
              onUploadImage={async (file) => (await uploadBlogImage(file)).large}
            />
            <FieldError id={`${id}-content-error`} message={contentError} />
          </div>
        </Card>

        <div className="min-w-0 space-y-6">
          <BlogPublishCard
            post={post}
            dirty={isDirty}
            pending={pending}
            onPublishNow={() => void publishNow()}
            onSchedule={schedule}
            onUnpublish={backToDraft}
          />
          <Card className="space-y-5 p-4 sm:p-5">
            <BlogFormField
              id={`${id}-language`}
              label={t('superAdmin.blog.editor.language')}
              error={message('language')}
            >
              <NativeSelect
                id={`${id}-language`}
                {...form.register('language', {
                  // The translation is a post of the other language: a new language needs a new choice.
                  onChange: () => setValue('translationId', null, { shouldDirty: true }),
                })}
              >
                {SITE_LANGUAGES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(BLOG_LANGUAGE_LABELS[choice])}
                  </option>
                ))}
              </NativeSelect>
            </BlogFormField>
            <Controller
              control={form.control}
              name="translationId"
              render={({ field }) => (
                <BlogTranslationField
                  postId={post?.id ?? null}
                  language={language}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={message('translationId')}
                />
              )}
            />
            <BlogCoverField
              cover={cover}
              error={message('coverImageId')}
              onChange={(next) => {
                setCover(next);
                setValue('coverImageId', next?.id ?? null, { shouldDirty: true });
                clearErrors('coverImageId');
              }}
            />
          </Card>
        </div>
      </div>
    </form>
  );
}
