import '../i18n/register-translations.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileX, Languages } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { blogQueryKeys } from '../../../../contracts/app-page.ts';
import type { PublicBlogPost } from '../../../../contracts/blog.ts';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useBlogPost } from '../api/get-blog-post.ts';
import { CoverImage } from '../components/cover-image.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PostMeta } from '../components/post-meta.tsx';
import { RelatedPosts } from '../components/related-posts.tsx';
import { SharePost } from '../components/share-post.tsx';
import { PostSkeleton } from '../components/skeletons.tsx';
import { TrialCta } from '../components/trial-cta.tsx';
import { blogListHref, blogPostPath } from '../lib/blog-paths.ts';
import { sanitizePostHtml } from '../lib/sanitize-post-html.ts';

/** The cover spans the article's column (48rem) on wide screens, the screen's width on small ones. */
const COVER_SIZES = '(min-width: 768px) 768px, 100vw';

/**
 * /blog/{slug} (docs/blog.md): a published post — its title, author, date, reading time, cover and
 * body — with its translation, share links, related posts and the free trial. The server renders
 * it with the post already read (the same query key). An earlier slug answers the post: the
 * address then moves to the current one.
 */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const found = post.data;

  useEffect(() => {
    if (!found || found.slug === slug) return;
    // The post is the same at its current address: no second request for it.
    queryClient.setQueryData(blogQueryKeys.post(found.slug), found);
    void navigate(blogPostPath(found.slug), { replace: true });
  }, [found, slug, navigate, queryClient]);

  let content;
  let title = t('blog.list.documentTitle');
  if (post.isPending) {
    content = <PostSkeleton />;
  } else if (post.data === null) {
    title = t('blog.post.notFound.documentTitle');
    content = <PostNotFound />;
  } else if (post.isError) {
    content = (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LoadError
          title={t('blog.post.loadError')}
          message={post.error.message}
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      </div>
    );
  } else {
    // In the post's language, as the server titles the page.
    title = t('blog.post.documentTitle', { title: post.data.title, lng: post.data.language });
    content = <PostView post={post.data} />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      <SiteHeader />
      <main id="main" className="flex-1">
        {content}
      </main>
      <SiteFooter />
    </div>
  );
}

function PostView({ post }: { post: PublicBlogPost }) {
  const { t } = useTranslation();
  const interfaceLanguage = currentLanguage();
  const html = useMemo(() => sanitizePostHtml(post.contentHtml), [post.contentHtml]);
  // Back to the list of the post's language, which is the interface's list unless it differs.
  const listHref = blogListHref({ lang: post.language === interfaceLanguage ? null : post.language });

  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-8 sm:px-6 sm:pt-12">
        <Link to={listHref} className={buttonVariants({ variant: 'link', className: 'text-sm' })}>
          <ArrowLeft aria-hidden="true" />
          {t('blog.post.backToBlog')}
        </Link>
        <article lang={post.language} className="mt-6" data-testid="blog-post">
          <header>
            <h1 className="text-balance text-3xl font-extrabold leading-tight tracking-tight text-foreground sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <PostMeta post={post} withAuthor className="mt-4" />
            {post.translation && (
              <p className="mt-3">
                <Link
                  to={blogPostPath(post.translation.slug)}
                  hrefLang={post.translation.language}
                  lang={post.translation.language}
                  className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  data-testid="blog-translation-link"
                >
                  <Languages aria-hidden="true" className="size-4" />
                  {t('blog.post.readInOtherLanguage', { lng: post.translation.language })}
                </Link>
              </p>
            )}
          </header>
          {post.cover && (
            <CoverImage
              image={post.cover}
              source="large"
              sizes={COVER_SIZES}
              priority
              className="mt-8 aspect-[16/9] w-full rounded-2xl bg-muted object-cover"
            />
          )}
          {/* Sanitized again here (the server sends it sanitized): only the editor's tags and the blog's own pictures. */}
          <div className="blog-post-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <div className="mt-12">
          <SharePost slug={post.slug} title={post.title} />
        </div>
        <TrialCta className="mt-12" />
      </div>
      {post.related.length > 0 && (
        <div className="border-t border-border bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <RelatedPosts posts={post.related} />
          </div>
        </div>
      )}
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <Link to={listHref} className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          {t('blog.post.backToBlog')}
        </Link>
      </div>
    </>
  );
}

/** A slug no published post has (now or before): the server answers the page with 404 too. */
function PostNotFound() {
  const { t } = useTranslation();
  return (
    <div className="grid place-items-center px-4 py-20" data-testid="blog-post-not-found">
      <div className="max-w-md text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <FileX className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold text-link">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{t('blog.post.notFound.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('blog.post.notFound.description')}</p>
        <Link to="/blog" className={buttonVariants({ className: 'mt-8' })}>
          {t('blog.post.notFound.action')}
        </Link>
      </div>
    </div>
  );
}
