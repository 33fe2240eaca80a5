import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogImageSchema,
  blogPostBodySchema,
  blogPostSchema,
  blogSlugParamsSchema,
  listAllBlogPostsQuerySchema,
  listAllBlogPostsResponseSchema,
  listBlogPostsQuerySchema,
  listBlogPostsResponseSchema,
  publicBlogPostSchema,
  publishBlogPostBodySchema,
} from '../../../contracts/blog.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';
import { editorOf } from '../site-content/editor-of.ts';
import { acceptRawImages, notAnImage } from '../site-content/uploaded-images.ts';
import type { BlogService } from './blog.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The blog's API (src/contracts/blog.ts). Its pages, the sitemap and the feeds are in blog-pages.ts. */
export function registerBlogRoutes(app: FastifyInstance, deps: { blog: BlogService; publicLimits: PublicLimits }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { blog, publicLimits } = deps;
  const tags = ['blog'];

  api.get('/api/public/blog/posts', {
    schema: {
      operationId: 'listBlogPosts',
      tags,
      summary: 'Published posts of a language, newest first, a page at a time',
      querystring: listBlogPostsQuerySchema,
      response: { 200: listBlogPostsResponseSchema, ...errors },
    },
    handler: async (request) =>
      publicLimits.limited(request, 'read', () => blog.list(request.query.language, request.query.page)),
  });

  api.get('/api/public/blog/posts/:slug', {
    schema: {
      operationId: 'getBlogPost',
      tags,
      summary: 'A published post by its slug (an old slug answers the post, whose slug is the current one)',
      params: blogSlugParamsSchema,
      response: { 200: publicBlogPostSchema, ...errors },
    },
    handler: async (request) => publicLimits.limited(request, 'read', () => blog.post(request.params.slug)),
  });

  api.get('/api/super-admin/blog/posts', {
    schema: {
      operationId: 'listAllBlogPosts',
      tags,
      summary: 'Every post (drafts, scheduled, published), last changed first',
      querystring: listAllBlogPostsQuerySchema,
      response: { 200: listAllBlogPostsResponseSchema, ...errors },
    },
    handler: async (request) => blog.adminList(request.query),
  });

  api.get('/api/super-admin/blog/posts/:id', {
    schema: {
      operationId: 'getBlogPostForEditing',
      tags,
      summary: 'A post as the editor opens it',
      params: idParamsSchema,
      response: { 200: blogPostSchema, ...errors },
    },
    handler: async (request) => blog.forEditing(request.params.id),
  });

  api.post('/api/super-admin/blog/posts', {
    schema: {
      operationId: 'createBlogPost',
      tags,
      summary: 'Writes a new post, as a draft',
      body: blogPostBodySchema,
      response: { 201: blogPostSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await blog.create(editorOf(request), request.body)),
  });

  api.put('/api/super-admin/blog/posts/:id', {
    schema: {
      operationId: 'updateBlogPost',
      tags,
      summary: 'Changes a post (a changed slug keeps the old address, redirecting)',
      params: idParamsSchema,
      body: blogPostBodySchema,
      response: { 200: blogPostSchema, ...errors },
    },
    handler: async (request) => blog.update(request.params.id, request.body),
  });

  api.post('/api/super-admin/blog/posts/:id/publish', {
    schema: {
      operationId: 'publishBlogPost',
      tags,
      summary: 'Publishes a post now, or schedules it for `at` (audited)',
      params: idParamsSchema,
      body: publishBlogPostBodySchema,
      response: { 200: blogPostSchema, ...errors },
    },
    handler: async (request) => blog.publish(editorOf(request), request.params.id, request.body.at),
  });

  api.post('/api/super-admin/blog/posts/:id/unpublish', {
    schema: {
      operationId: 'unpublishBlogPost',
      tags,
      summary: 'Makes a post a draft again (audited)',
      params: idParamsSchema,
      response: { 200: blogPostSchema, ...errors },
    },
    handler: async (request) => blog.unpublish(editorOf(request), request.params.id),
  });

  app.register(async (scope) => {
    acceptRawImages(scope);
    scope.withTypeProvider<ZodTypeProvider>().post('/api/super-admin/blog/images', {
      schema: {
        operationId: 'uploadBlogImage',
        tags,
        summary:
          'Uploads a picture for the blog (the raw file: PNG, JPEG or WebP, at most 5 MB); kept as WebP at two widths',
        response: { 201: blogImageSchema, ...errors },
      },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw notAnImage();
        return reply.status(201).send(await blog.uploadImage(editorOf(request), request.body));
      },
    });
  });
}
