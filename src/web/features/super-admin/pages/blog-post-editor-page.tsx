// The signed-in pages' shared texts: the load-error state.
import '../../../i18n/back-office.ts';
import { FileX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useBlogPostForEditing } from '../api/get-blog-post-for-editing.ts';
import { BlogPostForm } from '../components/blog-post-form.tsx';
import { SuperAdminShell } from '../components/super-admin-shell.tsx';

/**
 * /super-admin/blog/novo and /super-admin/blog/:id (docs/blog.md): a blog post's editor. A new post
 * moves to its own address once first saved, and the form that saved it stays on screen (focus,
 * the editor's undo history and the cursor are kept).
 */
export function BlogPostEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const post = useBlogPostForEditing(id);
  // The post a new form created, and that form's key: kept when the address becomes the post's.
  const [created, setCreated] = useState<{ id: string; formKey: string } | null>(null);
  const formKey = id === undefined ? `new-${location.key}` : created?.id === id ? created.formKey : id;
  // An address whose id is no id at all (400) is as missing as an unknown one (404).
  const notFound = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);

  let body;
  if (id === undefined) {
    body = (
      <BlogPostForm
        key={formKey}
        post={null}
        onCreated={(saved) => {
          setCreated({ id: saved.id, formKey });
          void navigate(`/super-admin/blog/${saved.id}`, { replace: true });
        }}
      />
    );
  } else if (notFound) {
    body = (
      <div className="mt-6">
        <EmptyState
          icon={FileX}
          title={t('superAdmin.blog.editor.notFound')}
          description={t('superAdmin.blog.editor.notFoundDescription')}
          action={
            <Link to="/super-admin/blog" className={buttonVariants({ variant: 'outline' })}>
              {t('superAdmin.blog.editor.back')}
            </Link>
          }
        />
      </div>
    );
  } else if (post.isError) {
    body = (
      <div className="mt-6">
        <ErrorState message={post.error.message} onRetry={() => void post.refetch()} retrying={post.isFetching} />
      </div>
    );
  } else if (post.isPending) {
    body = <LoadingScreen fullScreen={false} />;
  } else {
    body = <BlogPostForm key={formKey} post={post.data} onCreated={() => undefined} />;
  }

  return (
    <SuperAdminShell
      title={id === undefined ? t('superAdmin.blog.editor.newTitle') : t('superAdmin.blog.editor.editTitle')}
    >
      {body}
    </SuperAdminShell>
  );
}
