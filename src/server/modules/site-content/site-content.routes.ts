import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  contentDraftResponseSchema,
  contentDraftSchema,
  contentVersionDetailSchema,
  contentVersionParamsSchema,
  listAuditLogQuerySchema,
  listAuditLogResponseSchema,
  listContentVersionsQuerySchema,
  listContentVersionsResponseSchema,
  publishContentBodySchema,
  publishContentResponseSchema,
  publishedContentSchema,
  saveContentDraftBodySchema,
  screenshotSchema,
  screenshotsResponseSchema,
  superAdminStatusSchema,
  updateScreenshotsBodySchema,
} from '../../../contracts/site-content.ts';
import { superAdminOf } from '../../plugins/permissions.ts';
import type { ScreenshotsService } from './screenshots.service.ts';
import { acceptRawImages, notAnImage } from './uploaded-images.ts';
import { editorOf } from './editor-of.ts';
import type { SiteContentService } from './site-content.service.ts';
import { isUploadKey, type UploadStorage } from './upload-storage.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export function registerSiteContentRoutes(
  app: FastifyInstance,
  deps: {
    siteContent: SiteContentService;
    screenshots: ScreenshotsService;
    storage: UploadStorage;
    /** Lets better-auth renew the session's expiry, as getMe does for business users. */
    renewSession: (request: FastifyRequest) => Promise<void>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { siteContent, screenshots } = deps;
  const tags = ['site-content'];

  api.get('/api/public/site-content', {
    schema: {
      operationId: 'getPublishedContent',
      tags,
      summary: 'The site’s published texts (per language) and screenshots',
      response: { 200: publishedContentSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return siteContent.published();
    },
  });

  api.get('/api/super-admin/status', {
    schema: {
      operationId: 'getSuperAdminStatus',
      tags,
      summary: 'Whether the signed-in user is an active super admin (403 when not)',
      response: { 200: superAdminStatusSchema, ...errors },
    },
    handler: async (request) => {
      const { user } = superAdminOf(request);
      // A super admin without a business never gets a 200 from getMe: the web app asks this instead.
      await deps.renewSession(request);
      return { active: true, userId: user.id, email: user.email, name: user.name };
    },
  });

  api.get('/api/super-admin/content/draft', {
    schema: {
      operationId: 'getContentDraft',
      tags,
      summary: 'The super admin’s draft on the server, if any',
      response: { 200: contentDraftResponseSchema, ...errors },
    },
    handler: async (request) => ({ draft: await siteContent.draft(editorOf(request)) }),
  });

  api.put('/api/super-admin/content/draft', {
    schema: {
      operationId: 'saveContentDraft',
      tags,
      summary: 'Keeps the super admin’s pending edits on the server (replacing their previous draft)',
      body: saveContentDraftBodySchema,
      response: { 200: contentDraftSchema, ...errors },
    },
    handler: async (request) => siteContent.saveDraft(editorOf(request), request.body),
  });

  api.post('/api/super-admin/content/publish', {
    schema: {
      operationId: 'publishContent',
      tags,
      summary:
        'Publishes edits over the published texts in one transaction (409 CONTENT_CONFLICT when someone published the same texts since baseVersion)',
      body: publishContentBodySchema,
      response: { 200: publishContentResponseSchema, ...errors },
    },
    handler: async (request) => siteContent.publish(editorOf(request), request.body),
  });

  api.get('/api/super-admin/content/versions', {
    schema: {
      operationId: 'listContentVersions',
      tags,
      summary: 'Every published version of the texts, newest first',
      querystring: listContentVersionsQuerySchema,
      response: { 200: listContentVersionsResponseSchema, ...errors },
    },
    handler: async (request) => siteContent.listVersions(request.query),
  });

  api.get('/api/super-admin/content/versions/:id', {
    schema: {
      operationId: 'getContentVersion',
      tags,
      summary: 'A published version: its whole state and the edits it made',
      params: contentVersionParamsSchema,
      response: { 200: contentVersionDetailSchema, ...errors },
    },
    handler: async (request) => siteContent.version(request.params.id),
  });

  api.post('/api/super-admin/content/versions/:id/restore', {
    schema: {
      operationId: 'restoreContentVersion',
      tags,
      summary: 'Makes a draft that brings the version’s texts back; never publishes',
      params: contentVersionParamsSchema,
      response: { 200: contentDraftSchema, ...errors },
    },
    handler: async (request) => siteContent.restore(editorOf(request), request.params.id),
  });

  api.get('/api/super-admin/audit-log', {
    schema: {
      operationId: 'listAuditLog',
      tags,
      summary: 'The append-only audit log, newest first, by action, person and day',
      querystring: listAuditLogQuerySchema,
      response: { 200: listAuditLogResponseSchema, ...errors },
    },
    handler: async (request) => siteContent.auditLog(request.query),
  });

  api.get('/api/super-admin/screenshots', {
    schema: {
      operationId: 'listScreenshots',
      tags,
      summary: 'The screenshots being managed and those published',
      response: { 200: screenshotsResponseSchema, ...errors },
    },
    handler: async () => screenshots.list(),
  });

  api.put('/api/super-admin/screenshots', {
    schema: {
      operationId: 'updateScreenshots',
      tags,
      summary: 'Sets the screenshots’ order and captions; those left out are removed',
      body: updateScreenshotsBodySchema,
      response: { 200: screenshotsResponseSchema, ...errors },
    },
    handler: async (request) => screenshots.update(request.body),
  });

  api.post('/api/super-admin/screenshots/publish', {
    schema: {
      operationId: 'publishScreenshots',
      tags,
      summary: 'Publishes the screenshots on the landing page (audited)',
      response: { 200: screenshotsResponseSchema, ...errors },
    },
    handler: async (request) => screenshots.publish(editorOf(request)),
  });

  // The upload takes the file as the raw body, whatever type it declares (the type is read from
  // its bytes); its own scope, so no other route takes raw bodies.
  app.register(async (scope) => {
    acceptRawImages(scope);
    scope.withTypeProvider<ZodTypeProvider>().post('/api/super-admin/screenshots', {
      schema: {
        operationId: 'uploadScreenshot',
        tags,
        summary: 'Uploads a screenshot (the raw file: PNG, JPEG or WebP, at most 5 MB); kept as WebP at two widths',
        response: { 201: screenshotSchema, ...errors },
      },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw notAnImage();
        return reply.status(201).send(await screenshots.upload(editorOf(request), request.body));
      },
    });
  });

  // Uploaded files: written once under a new key, so cached for a year.
  app.get<{ Params: { folder: string; file: string } }>(
    '/uploads/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const data = isUploadKey(key) ? await deps.storage.get(key) : null;
      if (!data) return reply.status(404).type('text/plain').send('Not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
        .send(data);
    },
  );
}
