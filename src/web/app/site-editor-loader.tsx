import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named.ts';
import { useSuperAdminStatus } from '../lib/session/super-admin-status.ts';

const SiteEditor = lazyNamed(() => import('../features/super-admin/components/site-editor.tsx'), 'SiteEditor');

/**
 * Edit mode's code, for an active super admin only (docs/site-content.md): the editor's chunk loads once
 * the session probe says so. This module itself loads only where a session may exist (app.tsx).
 */
export function SiteEditorLoader() {
  const status = useSuperAdminStatus();
  if (!status.data) return null;
  return (
    <Suspense fallback={null}>
      <SiteEditor status={status.data} />
    </Suspense>
  );
}
