/** The super admin's queries, under one root so that a publish can refresh them all. */
export const superAdminKeys = {
  all: ['super-admin'] as const,
  publishedContent: ['super-admin', 'published-content'] as const,
  draft: ['super-admin', 'draft'] as const,
  versions: ['super-admin', 'versions'] as const,
  version: (id: string) => ['super-admin', 'versions', id] as const,
  auditLog: (filters: object) => ['super-admin', 'audit-log', filters] as const,
  screenshots: ['super-admin', 'screenshots'] as const,
  /** The blog as its writers see it (docs/blog.md): every post, drafts and scheduled ones too. */
  blog: {
    all: ['super-admin', 'blog'] as const,
    lists: ['super-admin', 'blog', 'list'] as const,
    list: (filters: object) => ['super-admin', 'blog', 'list', filters] as const,
    post: (id: string) => ['super-admin', 'blog', 'post', id] as const,
  },
};

/**
 * Every blog query but one post's, which the caller has just written from the API's answer: the
 * lists, and the post on the other side of a translation link (linking is mutual).
 */
export function otherBlogQueries(id: string) {
  return {
    queryKey: superAdminKeys.blog.all,
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[2] !== 'post' || query.queryKey[3] !== id,
  };
}
