import { lazyNamed } from '../lib/lazy-named.ts';

/*
 * The super admins' pages, loaded through this one chunk: a handful of people use them, so the
 * app's entry (which every visitor of the landing page loads) does not carry the list of their
 * chunks, only this module's.
 */
const PAGES = {
  panel: lazyNamed(() => import('../features/super-admin/pages/super-admin-page.tsx'), 'SuperAdminPage'),
  versions: lazyNamed(() => import('../features/super-admin/pages/versions-page.tsx'), 'VersionsPage'),
  screenshots: lazyNamed(() => import('../features/super-admin/pages/screenshots-page.tsx'), 'ScreenshotsPage'),
  blogPosts: lazyNamed(() => import('../features/super-admin/pages/blog-posts-page.tsx'), 'BlogPostsPage'),
  blogPostEditor: lazyNamed(
    () => import('../features/super-admin/pages/blog-post-editor-page.tsx'),
    'BlogPostEditorPage',
  ),
  receivedMessages: lazyNamed(
    () => import('../features/contact/pages/received-messages-page.tsx'),
    'ReceivedMessagesPage',
  ),
};

export type SuperAdminPageName = keyof typeof PAGES;

export function SuperAdminArea({ page }: { page: SuperAdminPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
