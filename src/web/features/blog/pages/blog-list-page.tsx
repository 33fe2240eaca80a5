import '../i18n/register-translations.ts';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AppPageLanguage } from '../../../../contracts/app-page.ts';
import type { ListBlogPostsResponse } from '../../../../contracts/blog.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { SiteText } from '../../../components/site-text.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useBlogPosts } from '../api/list-blog-posts.ts';
import { BlogPagination } from '../components/blog-pagination.tsx';
import { ListLanguageFilter } from '../components/list-language-filter.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PostCard } from '../components/post-card.tsx';
import { PostListSkeleton } from '../components/skeletons.tsx';
import { TrialCta } from '../components/trial-cta.tsx';
import { blogListHref, listLanguageParam, listPageParam, pageCount } from '../lib/blog-paths.ts';

/**
 * /blog (docs/blog.md): the published posts, newest first, a page at a time (`?page=N`). The posts are
 * those of the address's `lang` when it names a language of the blog, else of the interface's.
 * The server renders this page with the list already read (the same query key), so the first
 * render shows the posts; a page read in the browser shows their outline meanwhile.
 */
export function BlogListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lang = listLanguageParam(params);
  const language = lang ?? currentLanguage();
  const page = listPageParam(params);
  const posts = useBlogPosts(language, page);

  return (
    <div className="flex min-h-dvh flex-col">
      {/* In the list's language, as the server titles the page. */}
      <title>
        {page > 1
          ? t('blog.list.documentTitlePage', { page, lng: language })
          : t('blog.list.documentTitle', { lng: language })}
      </title>
      <SiteHeader />
      <main id="main" className="flex-1">
        <div className="bg-linear-to-b from-muted/60 to-background">
          <div className="mx-auto max-w-3xl px-4 pb-10 pt-14 text-center sm:px-6 sm:pt-20">
            <SiteText
              selector="blog.intro.eyebrow"
              as="p"
              className="text-sm font-semibold uppercase tracking-wide text-link"
            />
            <SiteText
              selector="blog.intro.title"
              as="h1"
              className="mt-2 text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl"
            />
            <SiteText
              selector="blog.intro.subtitle"
              as="p"
              className="mt-4 text-pretty text-lg text-muted-foreground"
            />
            <ListLanguageFilter language={language} />
          </div>
        </div>
        <section
          aria-label={t('blog.list.postsLabel')}
          className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6"
          aria-busy={posts.isFetching}
        >
          {posts.isPending ? (
            <PostListSkeleton />
          ) : posts.isError ? (
            <LoadError
              title={t('blog.list.loadError')}
              message={posts.error.message}
              onRetry={() => void posts.refetch()}
              retrying={posts.isFetching}
            />
          ) : (
            <PostList list={posts.data} page={page} lang={lang} />
          )}
        </section>
        <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
          <TrialCta />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function PostList({ list, page, lang }: { list: ListBlogPostsResponse; page: number; lang: AppPageLanguage | null }) {
  const { t } = useTranslation();
  if (list.items.length === 0) {
    return page === 1 ? (
      <EmptyState icon={Newspaper} title={t('blog.list.empty.title')} description={t('blog.list.empty.description')} />
    ) : (
      <EmptyState
        icon={Newspaper}
        title={t('blog.list.pageEmpty.title')}
        description={t('blog.list.pageEmpty.description')}
        action={
          <Link to={blogListHref({ lang })} className={buttonVariants({ variant: 'outline' })}>
            {t('blog.list.pageEmpty.action')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-post-list">
        {list.items.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
      <BlogPagination page={page} count={pageCount(list.total, list.pageSize)} lang={lang} />
    </>
  );
}
