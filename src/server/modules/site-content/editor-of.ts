import type { FastifyRequest } from 'fastify';
import { superAdminOf } from '../../plugins/permissions.ts';
import type { Editor } from './site-content.repository.ts';

/** The super admin behind a request, as the site's texts, screenshots and blog record who edited. */
export function editorOf(request: FastifyRequest): Editor {
  const { user, sessionId } = superAdminOf(request);
  return { userId: user.id, email: user.email, sessionId };
}
