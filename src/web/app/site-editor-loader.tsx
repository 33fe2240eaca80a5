import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named.ts';
import { superAdminStatusQueryOptions } from '../lib/session/get-super-admin-status.ts';

const SiteEditor = lazyNamed(() => import('../features/super-admin/components/site-editor.tsx'), 'SiteEditor');

/**
 * Edit mode's code, for an active super admin only (SPEC 2, 4): the editor's chunk loads once
 * getSuperAdminStatus says so. This module itself loads only where a session may exist (app.tsx).
 */
export function SiteEditorLoader() {
  const status = useQuery(superAdminStatusQueryOptions());
  if (!status.data) return null;
  return (
    <Suspense fallback={null}>
      <SiteEditor status={status.data} />
    </Suspense>
  );
}
