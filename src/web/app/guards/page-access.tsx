import type { ReactNode } from 'react';
import { mayOpen, type SignedInPath } from '../../lib/session/may.ts';
import { useSignedIn } from '../../lib/session/signed-in-context.ts';
import { AccessDenied } from './access-denied.tsx';

/** A signed-in page, shown to whoever may call the operation it needs (lib/session/may.ts); anyone else sees 'Acesso Negado'. */
export function PageAccess({ path, children }: { path: SignedInPath; children: ReactNode }) {
  const { me } = useSignedIn();
  return mayOpen(me.profile.role, path) ? children : <AccessDenied />;
}
