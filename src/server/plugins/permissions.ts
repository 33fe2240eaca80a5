import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  isAllowed,
  isAllowedWhileClosed,
  isOperation,
  isOwnRecordsOnly,
  isPublicOperation,
  isSuperAdminOnly,
  type Operation,
} from '../../core/permissions.ts';
import { AppError, forbidden } from '../errors.ts';
import type { Actor, SessionResolver, SuperAdminActor } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the permission hook before validation; read it through `actorOf`. */
    actor: Actor | null;
    /** Set by the permission hook on a super admin's operation; read it through `superAdminOf`. */
    superAdmin: SuperAdminActor | null;
  }
}

/**
 * The one place permissions are enforced: every route that names an operation (its
 * schema.operationId) is checked against src/core/permissions.ts before its input is validated.
 * A public operation passes; otherwise no session is 401 UNAUTHENTICATED, a role the table does
 * not allow is 403 FORBIDDEN, and the actor goes on the request. On an "own records only"
 * operation the actor also carries the professional's own record (null for an admin); a
 * professional without one is 403. A route whose operation is in neither list stops the server
 * from starting, so no operation is left unguarded by mistake. A super admin's operation
 * (superAdminOnly in the table) asks for an active `super_admins` row instead of a profile: 403
 * FORBIDDEN without one, read on every request, so a deactivation applies to the next request.
 * While the owner has closed the business, every business operation but the few the table lets
 * through (OPERATIONS_WHILE_CLOSED) is 403 BUSINESS_CLOSED, for every role, before the role check.
 *
 * Validation comes after, so a caller without the right learns nothing from a 400; body
 * parsing (and its limits) comes before, as for everyone.
 */
export function registerPermissions(app: FastifyInstance, sessions: SessionResolver): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('superAdmin', null);
  app.addHook('onRoute', (route) => {
    const operationId = route.schema?.operationId;
    if (operationId === undefined || isPublicOperation(operationId)) return;
    if (!isOperation(operationId)) {
      throw new Error(
        `${String(route.method)} ${route.url}: operation '${operationId}' is neither in OPERATION_PERMISSIONS nor in PUBLIC_OPERATIONS (src/core/permissions.ts)`,
      );
    }
    route.preValidation = [permissionCheck(operationId, sessions), ...hooksOf(route.preValidation)];
  });
}

function permissionCheck(operation: Operation, sessions: SessionResolver): preValidationAsyncHookHandler {
  if (isSuperAdminOnly(operation)) {
    return async (request) => {
      request.superAdmin = await sessions.activeSuperAdmin(request);
    };
  }
  const ownRecordsOnly = isOwnRecordsOnly(operation);
  const allowedWhileClosed = isAllowedWhileClosed(operation);
  return async (request) => {
    const { actor, professionalId, businessClosed } = await sessions.signedIn(request);
    if (businessClosed && !allowedWhileClosed) throw new AppError('BUSINESS_CLOSED', 403);
    if (!isAllowed(actor.profile.role, operation)) throw forbidden();
    if (ownRecordsOnly) {
      if (actor.profile.role === 'admin') actor.ownProfessionalId = null;
      else if (professionalId) actor.ownProfessionalId = professionalId;
      // A professional's login whose professional record is gone has no records of their own.
      else throw forbidden();
    }
    request.actor = actor;
  };
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** The actor the permission hook put on the request; a public operation has none (a bug to ask). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor)
    throw new Error(`${request.routeOptions.schema?.operationId ?? request.url} has no actor: it is public`);
  return request.actor;
}

/** The active super admin the permission hook put on the request of a super admin's operation. */
export function superAdminOf(request: FastifyRequest): SuperAdminActor {
  if (!request.superAdmin)
    throw new Error(
      `${request.routeOptions.schema?.operationId ?? request.url} has no super admin: it is not a super admin's operation`,
    );
  return request.superAdmin;
}
