// The signed-in pages' shared texts: the list's states and pagination.
import '../../../i18n/back-office.ts';
import { Eye, Newspaper, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOG_POST_STATUSES, type BlogPostListItem, type BlogPostStatus } from '../../../../contracts/blog.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '../../../../contracts/site-content.ts';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { defineFilter, useListParams } from '../../../lib/use-list-params.ts';
import { useAllBlogPosts } from '../api/list-all-blog-posts.ts';
import {
  BLOG_LANGUAGE_LABELS,
  BLOG_STATUS_LABELS,
  BlogStatusBadge,
  formatBlogMoment,
} from '../components/blog-post-status.tsx';
import { SuperAdminShell } from '../components/super-admin-shell.tsx';

const PAGE_SIZE = 50;

const FILTERS = {
  status: defineFilter<'all' | BlogPostStatus>({
    param: 'situacao',
    default: 'all',
    words: { all: 'todos', draft: 'rascunhos', scheduled: 'agendados', published: 'publicados' },
  }),
  language: defineFilter<'all' | SiteLanguage>({
    param: 'idioma',
    default: 'all',
    words: { all: 'todos', 'pt-BR': 'pt-BR', 'en-US': 'en-US' },
  }),
};

/**
 * /super-admin/blog (docs/blog.md): every post — drafts, scheduled and published, in both languages —
 * searched by title or slug and filtered by status and language; each opens in the editor.
 */
export function BlogPostsPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const list = useListParams({ filters: FILTERS, pageSize: PAGE_SIZE });
  const { status, language } = list.filters;
  const posts = useAllBlogPosts({
    status: status === 'all' ? undefined : status,
    language: language === 'all' ? undefined : language,
    search: list.search || undefined,
    limit: PAGE_SIZE,
    offset: list.offset,
  });

  const newButton = (
    <Link to="/super-admin/blog/novo" className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {t('superAdmin.blog.list.new')}
    </Link>
  );

  const columns: ListColumn<BlogPostListItem>[] = [
    {
      header: t('superAdmin.blog.list.columns.title'),
      primary: true,
      cell: (post) => (
        <>
          <Link
            to={`/super-admin/blog/${post.id}`}
            className="font-semibold text-foreground underline-offset-4 hover:text-link hover:underline"
          >
            {post.title}
          </Link>
          <p className="mt-0.5 break-all font-mono text-xs text-muted-foreground">{`/blog/${post.slug}`}</p>
        </>
      ),
    },
    {
      header: t('superAdmin.blog.list.columns.status'),
      cell: (post) => (
        <div className="flex flex-col items-end gap-1 md:items-start">
          <BlogStatusBadge status={post.status} />
          {post.status === 'scheduled' && post.publishedAt && (
            <span className="text-xs text-muted-foreground">
              {t('superAdmin.blog.list.goesLive', { when: formatBlogMoment(post.publishedAt, i18n.language) })}
            </span>
          )}
        </div>
      ),
    },
    {
      header: t('superAdmin.blog.list.columns.language'),
      className: 'whitespace-nowrap',
      cell: (post) => t(BLOG_LANGUAGE_LABELS[post.language]),
    },
    {
      header: t('superAdmin.blog.list.columns.updated'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (post) => <time dateTime={post.updatedAt}>{formatBlogMoment(post.updatedAt, i18n.language)}</time>,
    },
  ];

  return (
    <SuperAdminShell title={t('superAdmin.blog.list.title')}>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('superAdmin.blog.list.description')}</p>
        <div className="sm:shrink-0">{newButton}</div>
      </div>
      <div className="mt-6 space-y-4">
        <ListView
          list={list}
          query={posts}
          label={t('superAdmin.blog.list.label')}
          searchLabel={t('superAdmin.blog.list.search')}
          searchPlaceholder={t('superAdmin.blog.list.searchPlaceholder')}
          filters={
            <div role="group" aria-label={t('superAdmin.blog.list.filters')} className="grid grid-cols-1 gap-3 sm:flex">
              <NativeSelect
                id={`${id}-status`}
                aria-label={t('superAdmin.blog.list.statusFilter')}
                className="min-w-0 sm:w-44"
                value={status}
                onChange={(event) => list.setFilter('status', event.target.value as typeof status)}
              >
                <option value="all">{t('superAdmin.blog.list.allStatuses')}</option>
                {BLOG_POST_STATUSES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(BLOG_STATUS_LABELS[choice])}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                id={`${id}-language`}
                aria-label={t('superAdmin.blog.list.languageFilter')}
                className="min-w-0 sm:w-48"
                value={language}
                onChange={(event) => list.setFilter('language', event.target.value as typeof language)}
              >
                <option value="all">{t('superAdmin.blog.list.allLanguages')}</option>
                {SITE_LANGUAGES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(BLOG_LANGUAGE_LABELS[choice])}
                  </option>
                ))}
              </NativeSelect>
            </div>
          }
          columns={columns}
          rowKey={(post) => post.id}
          rowTestId="blog-post-row"
          rowActions={(post) => (
            <>
              <Link
                to={`/super-admin/blog/${post.id}`}
                className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                aria-label={t('superAdmin.blog.list.edit', { title: post.title })}
                title={t('common.edit')}
              >
                <Pencil aria-hidden="true" />
              </Link>
              {post.status === 'published' && (
                <Link
                  to={`/blog/${post.slug}`}
                  className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                  aria-label={t('superAdmin.blog.list.view', { title: post.title })}
                  title={t('superAdmin.blog.list.viewShort')}
                >
                  <Eye aria-hidden="true" />
                </Link>
              )}
            </>
          )}
          empty={{
            icon: Newspaper,
            title: t('superAdmin.blog.list.empty.title'),
            description: t('superAdmin.blog.list.empty.description'),
            action: newButton,
          }}
          noResults={(search) => ({
            title: search
              ? t('superAdmin.blog.list.noResults.titleSearch', { search })
              : t('superAdmin.blog.list.noResults.title'),
            description: t('superAdmin.blog.list.noResults.description'),
          })}
          resultCount={(count) => t('superAdmin.blog.list.resultCount', { count })}
        />
      </div>
    </SuperAdminShell>
  );
}
