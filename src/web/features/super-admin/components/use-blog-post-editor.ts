import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blogPostBodySchema, type BlogImage, type BlogPost } from '../../../../contracts/blog.ts';
import { SITE_LANGUAGES } from '../../../../contracts/site-content.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { applyServerFieldErrors, errorMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateBlogPost } from '../api/create-blog-post.ts';
import { usePublishBlogPost } from '../api/publish-blog-post.ts';
import { useUnpublishBlogPost } from '../api/unpublish-blog-post.ts';
import { useUpdateBlogPost } from '../api/update-blog-post.ts';
import { blogPostFieldOfError, blogPostFormPath, blogPostFormValues } from '../lib/blog-post-form.ts';
import { slugFollowsTitle, slugify } from '../lib/slugify.ts';
import { useLeaveWarning } from '../lib/use-leave-warning.ts';
import { formatBlogMoment } from './blog-post-status.tsx';

type Action = 'save' | 'publish' | 'schedule';

/**
 * The blog post editor's state and what its buttons do: the form, the cover shown, whether the
 * slug still follows the title, and saving, publishing now or at a time, and back to draft, each
 * with its toast. `post` is null for a new one; its first save creates it and calls `onCreated`.
 */
export function useBlogPostEditor(post: BlogPost | null, onCreated: (post: BlogPost) => void) {
  const { t } = useTranslation();
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const interfaceLanguage = currentLanguage();
  const form = useForm({
    resolver: formResolver(blogPostBodySchema),
    defaultValues: blogPostFormValues(
      post,
      SITE_LANGUAGES.find((language) => language === interfaceLanguage) ?? 'pt-BR',
    ),
  });
  const { isDirty } = form.formState;
  const { setValue } = form;
  const [slugFollows, setSlugFollows] = useState(() => slugFollowsTitle(post));
  const [cover, setCover] = useState<BlogImage | null>(post?.cover ?? null);
  const [pending, setPending] = useState<Action | null>(null);

  useLeaveWarning(isDirty);

  const showSaveFailure = (error: unknown) => {
    applyServerFieldErrors(error, form.setError, blogPostFormPath);
    const placed = blogPostFieldOfError(error);
    if (placed) form.setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
    showToast('error', t('superAdmin.blog.toasts.saveError'), errorMessage(error));
  };

  /**
   * Checks the fields and saves (before publishing, only when something is unsaved), then runs
   * `after` on the saved post; a new post then moves to its own address.
   */
  const run = (action: Action, after?: (saved: BlogPost) => Promise<void>) => (event?: BaseSyntheticEvent) => {
    // Enter in a field while an action runs must not start another (nor reload the page).
    if (pending !== null) {
      event?.preventDefault();
      return Promise.resolve();
    }
    // A slug typed and sent without leaving the field gets the shape leaving it would give.
    const typedSlug = form.getValues('slug') ?? '';
    if (slugify(typedSlug) !== typedSlug) setValue('slug', slugify(typedSlug), { shouldDirty: true });
    return form.handleSubmit(async (body) => {
      setPending(action);
      try {
        let saved = post;
        if (post === null || isDirty || !after) {
          try {
            saved = post ? await update.mutateAsync({ id: post.id, body }) : await create.mutateAsync(body);
          } catch (error) {
            showSaveFailure(error);
            return;
          }
          form.reset(blogPostFormValues(saved, saved.language));
          setCover(saved.cover);
          setSlugFollows((follows) => follows && slugFollowsTitle(saved));
          if (!after)
            showToast(
              'success',
              post ? t('superAdmin.blog.toasts.saved') : t('superAdmin.blog.toasts.created'),
              saved.title,
            );
        }
        if (after && saved) await after(saved);
        if (post === null && saved) onCreated(saved);
      } finally {
        setPending(null);
      }
    })(event);
  };

  const publishFailed = (error: unknown) =>
    showToast('error', t('superAdmin.blog.toasts.publishError'), errorMessage(error));

  const publishNow = run('publish', async (saved) => {
    try {
      const published = await publish.mutateAsync({ id: saved.id, body: {} });
      showToast('success', t('superAdmin.blog.toasts.published'), published.title);
    } catch (error) {
      publishFailed(error);
    }
  });

  const schedule = (at: string) =>
    void run('schedule', async (saved) => {
      try {
        const scheduled = await publish.mutateAsync({ id: saved.id, body: { at } });
        const when = scheduled.publishedAt ? formatBlogMoment(scheduled.publishedAt, currentLanguage(), 'long') : '';
        showToast('success', t('superAdmin.blog.toasts.scheduled'), t('superAdmin.blog.toasts.scheduledFor', { when }));
      } catch (error) {
        publishFailed(error);
      }
    })();

  const backToDraft = async (): Promise<boolean> => {
    if (!post) return false;
    try {
      const draft = await unpublish.mutateAsync(post.id);
      showToast(
        'success',
        post.status === 'scheduled' ? t('superAdmin.blog.toasts.unscheduled') : t('superAdmin.blog.toasts.unpublished'),
        draft.title,
      );
      return true;
    } catch (error) {
      showToast('error', t('superAdmin.blog.toasts.unpublishError'), errorMessage(error));
      return false;
    }
  };

  return {
    form,
    pending,
    slugFollows,
    setSlugFollows,
    cover,
    setCover,
    save: run('save'),
    publishNow,
    schedule,
    backToDraft,
  };
}
